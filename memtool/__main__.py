"""`python -m memtool`, and the `memtool` command (pyproject's entry point).

`memtool mcp` exactly (what `memtool install` registers with an agent) puts its stdio filter in
place before the CLI's imports and waits while the agent starts (mcp_stdio.begin,
mcp_stdio.AGENT_START): the handshake is answered from its records ~0.1 s after the process
starts instead of after every command's imports, and a client that leaves after the handshake
never waits for them.
"""

import sys


def main() -> None:
    if sys.argv[1:] == ["mcp"]:
        from memtool.adapters import mcp_stdio

        demand, _ = mcp_stdio.begin()
        demand.wait(mcp_stdio.AGENT_START)
    from memtool.adapters.cli import main as cli

    cli()


if __name__ == "__main__":
    main()
