"""The `memtool` subcommands, one module per concern; `memtool.adapters.cli` puts them in one group.

    database      db start | stop | status | url | migrate | backup | restore
    capture       ingest, export, import, stats, projects, doctor
    cleanup       purge, forget, scrub, dedup
    retrieval     embed, index, search, timeline, get, context
    distillation  compress, queue, summarize, context-server, maintain
    agents        mcp, install, uninstall
    control       injected, status
    viewer        serve (the web viewer and JSON API)
    team          team init | add | grant | revoke | members (a shared server)
    common        emit, input helpers, --table, --project (project_option → project.scope)
"""
