"""Removing and merging what is stored: `purge`, `forget`, `scrub` (re-redaction), `dedup`,
`consolidate` (which memories stay in the default views)."""

from __future__ import annotations

import click

from memtool import config
from memtool.adapters.commands.common import emit, open_input, project_option, stdin_has_data, transaction


@click.command()
@project_option("The project to purge (see `memtool projects`).", target=True, required=True)
@click.option("--before", help="Only what is older than this (ISO 8601, epoch, or an age like 90d).")
@click.option("--observations", "with_observations", is_flag=True,
              help="Also hard-delete the project's observations and summaries (default: raw events only).")
@click.option("--dry-run", is_flag=True, help="Count what would go, delete nothing.")
@click.option("--yes", is_flag=True, help="Confirm the deletion (required unless --dry-run).")
@click.option("--backups", "delete_backups", is_flag=True,
              help="Also delete the backup files taken before, which still hold what was purged.")
def purge(project: str, before: str | None, with_observations: bool, dry_run: bool, yes: bool,
          delete_backups: bool) -> None:
    """Delete stored data of one project, explicitly. Nothing else ever deletes anything.

    Raw events are append-only; this is the one way to remove them (e.g. after capturing
    something that should never have been kept). Soft-deleted observations (`forget`) stay
    restorable until purged with --observations. Backups taken before still hold the purged
    data: they are named on stderr and deleted with --backups; `db restore` of an older backup
    purges again what was purged since it was taken.
    """
    from memtool.keep import purge as purging
    from memtool.records import parse_time

    if not (yes or dry_run):
        raise click.UsageError("purge deletes data: pass --yes to confirm, or --dry-run to count first")
    cutoff = parse_time(before, "--before") if before else None
    with transaction() as conn:
        record = purging.purge(conn, project, before=cutoff, observations=with_observations, dry_run=dry_run)
        database = conn.info.dbname
    if not dry_run:
        _handle_backups(record, database, delete_backups)
    emit([record])


def _handle_backups(record: dict, database: str, delete: bool) -> None:
    """Name the backups taken before the purge, which still hold the purged text (record key
    "backups"); delete them (--backups) or say so in one line."""
    from memtool.keep import backup

    held = [str(p) for p in backup.list_backups(backup.default_dir(), database, include_snapshots=True)]
    record["backups"] = held
    if delete:
        record["backups_deleted"] = backup.delete(held)
    elif held:
        click.echo(f"memtool: {len(held)} backup(s) taken before this purge still hold the purged "
                   f"text (e.g. {held[-1]}); rerun with --backups to delete them -- `db restore` "
                   "re-applies this purge either way", err=True)


@click.command()
@click.argument("observation_ids", nargs=-1, type=int)
@click.option("--session", help="Forget a whole session (its observations; with --purge, everything).")
@project_option("Forget a whole project (see `memtool projects`).", target=True)
@click.option("--purge", "hard", is_flag=True,
              help="Delete the content and everything derived from it for good (needs --yes).")
@click.option("--dry-run", is_flag=True, help="Count what would be forgotten, change nothing.")
@click.option("--yes", is_flag=True, help="Confirm --purge.")
@click.option("--backups", "delete_backups", is_flag=True,
              help="With --purge: also delete the backup files taken before, which still hold the "
                   "purged content.")
def forget(observation_ids: tuple[int, ...], session: str | None, project: str | None, hard: bool,
           dry_run: bool, yes: bool, delete_backups: bool) -> None:
    """Forget observations (by id), a session or a project.

    Soft by default: the observations are hidden from search, context and MCP but kept with
    their history. With --purge the content goes for good, with everything derived from it:
    the events it came from, other observations from those events, versions, vectors, event
    passages, the summaries and day rollups that quote it (rebuilt by `summarize --pending`
    from what is left). Prints one JSON record with the counts. Backups taken before still hold
    the content: they are named on stderr and deleted with --backups; `db restore` of an older
    backup purges again what was purged since it was taken.
    """
    from memtool.keep import purge as purging

    if sum([bool(observation_ids), session is not None, project is not None]) != 1:
        raise click.UsageError("give observation ids, --session or --project (exactly one)")
    if hard and not (yes or dry_run):
        raise click.UsageError("--purge deletes data for good: pass --yes to confirm, or --dry-run to count first")
    if delete_backups and not hard:
        raise click.UsageError("--backups goes with --purge (a soft forget keeps everything)")
    with transaction() as conn:
        record = purging.forget(conn, list(observation_ids), session=session, project=project,
                                purge=hard, dry_run=dry_run)
        database = conn.info.dbname
    if hard and not dry_run:
        _handle_backups(record, database, delete_backups)
    emit([record])


@click.command()
@click.option("--dry-run", is_flag=True, help="Report what would change, write nothing.")
@click.option("--if-rules-changed", is_flag=True,
              help="Scrub everything only when the redaction changed since the last scrub; "
                   "otherwise only rows added since (what the maintenance timer runs).")
@click.option("-q", "--quiet", is_flag=True, help="Print only the summary record.")
def scrub(dry_run: bool, if_rules_changed: bool, quiet: bool) -> None:
    """Re-run the current redaction over everything already stored.

    Events, observations and their versions, summaries, rollups, event passages, queue
    results, metadata: every text and JSON column of every table. Writes one JSON record per
    changed row (table, key, columns, redactions; never the secret) and a summary with the
    redaction fingerprint. Observations whose text changed lose their vectors; run `memtool
    embed --missing` afterwards. Idempotent. Runs the maintained engine layer (betterleaks)
    when it is installed, see MEMTOOL_REDACT_ENGINES.
    """
    from memtool.maintenance import rescrub
    from memtool.privacy import engines

    engines.enable()
    with transaction() as conn:
        records = rescrub.scrub(conn, dry_run=dry_run, only_if_rules_changed=if_rules_changed)
        emit(r for r in records if not quiet or r["kind"] == "scrub")


@click.command("dedup")
@click.argument("file", required=False)
@project_option("Project to scan (default: the current project).",
                every_help="Scan every project (each is deduplicated on its own).")
@click.option("--threshold", type=click.FloatRange(0.5, 1.0), default=0.92, show_default=True,
              **config.envvar_of("MEMTOOL_DEDUP_THRESHOLD"),
              help="Cosine similarity from which two observations count as the same memory.")
@click.option("--dry-run", is_flag=True, help="Show the groups that would be merged; change nothing.")
@click.option("--undo", "undo_id", type=int, metavar="MERGE_ID",
              help="Undo this merge instead: its observations go back exactly as they were before it.")
@click.option("--table", is_flag=True, help="Human-readable table instead of JSON lines.")
def dedup_cmd(file, project, threshold, dry_run, undo_id, table) -> None:
    """Merge near-duplicate observations (same memory, other words) into the oldest one.

    With FILE or records on stdin (observation records, or `memtool embed` output), only those
    observations are checked — `memtool ingest | memtool compress | memtool embed | memtool dedup`
    — and records of other kinds pass through; otherwise (a terminal, or an empty stdin as cron
    gives) a whole project is scanned. FILE `-` reads stdin even when it is empty (then nothing
    is checked). Needs
    vectors (`memtool embed --missing`). Merged observations are soft-deleted with
    metadata.merged_into and metadata.merge_id, never removed. Writes one `merge` record per
    group, with its merge_id.

    `--undo MERGE_ID` restores the merged-away observations and the kept one's previous version
    exactly (content, version numbers, timestamps), unless one of them changed after the merge.
    Writes one `unmerge` record.
    """
    from memtool.maintenance import dedup as deduplicating
    from memtool.records import read_jsonl

    if undo_id is not None:
        with transaction() as conn:
            with conn.transaction():
                record = deduplicating.undo(conn, undo_id)
        emit([record], table=table)
        click.echo(f"memtool dedup: merge {undo_id} undone, {len(record['restored'])} observations restored", err=True)
        return

    items: list[dict] | None = None
    passed: list[dict] = []
    if file is not None or stdin_has_data():
        items = []
        with open_input(file) as handle:
            for number, item in read_jsonl(handle):
                if isinstance(item, Exception):
                    raise item
                (items if item.get("kind") in ("observation", "embedding") else passed).append(item)
        if file is None and not items and not passed:
            items = None  # an empty stdin nobody named (cron's </dev/null): scan, as on a terminal
    with transaction() as conn:
        merges = list(deduplicating.dedup(conn, items, project=project, threshold=threshold, dry_run=dry_run))
    emit(passed + merges, table=table, columns=["project", "kept", "merged", "similarity"] if table else None)
    click.echo(f"memtool dedup: {len(merges)} groups, {sum(len(m['merged']) for m in merges)} observations "
               f"{'would be ' if dry_run else ''}merged", err=True)


@click.command("consolidate")
@click.option("--budget", type=click.IntRange(min=1), **config.envvar_of("MEMTOOL_MEMORY_BUDGET"),
              help="Memories per project kept in the default views [default: 10000].")
@click.option("--dry-run", is_flag=True, help="Show what would change; change nothing.")
@click.option("--table", is_flag=True, help="Human-readable table instead of JSON lines.")
def consolidate_cmd(budget, dry_run, table) -> None:
    """Keep the default views sharp as memory grows: fold recorded recalls into each memory's
    standing (confidence decays for memories nobody recalls, MEMTOOL_RECALL_HALF_LIFE, default
    180d; memories recalled often gain), demote superseded memories (a later decision or
    preference on the same subject, or one naming it in metadata.supersedes) and, beyond each
    project's budget, those with the lowest retention. A step of `memtool maintain`.

    Demoted memories are never deleted nor changed: they leave the default search, the injected
    context and the knowledge file, `memtool search --all` still finds them, and they come back
    when the reason goes away. `memtool search --explain` shows each memory's recalls, standing
    and retention. Idempotent: a second run the same day changes nothing. One record per change
    (kind demote | restore), then a `consolidate` summary.
    """
    from memtool.maintenance import consolidate

    settings = consolidate.Settings.from_env(budget=budget)
    with transaction() as conn:
        records = consolidate.consolidate(conn, settings, dry_run=dry_run)
    emit(records, table=table, columns=["kind", "id", "project", "reason", "title"] if table else None)
    summary = records[-1]
    click.echo(f"memtool consolidate: {summary['superseded']} superseded, {summary['budget_demoted']} over budget"
               f"{' would be' if dry_run else ''} demoted, {summary['unsuperseded'] + summary['budget_restored']} "
               f"restored, {summary['recalls_folded']} recalls folded", err=True)
