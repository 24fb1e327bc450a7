from memtool.adapters.cli import main

main()
