from memtool.cli import main

main()
