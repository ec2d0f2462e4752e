"""Where the games are played: in this process, on a pool of local processes, or on a
dask.distributed cluster. Every backend plays the same chunks of games and hands each back, with
its index, as it finishes; what a game gives does not depend on where it was played."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed

from common.runner import GameRecord, GameSpec, play_chunk, workers
from engine.quoting import quoted

BACKENDS = ("local", "dask")

CONNECT_SECONDS = 10
"""How long to wait for a dask scheduler before giving up on its address."""

Finished = Iterator[tuple[int, list[GameRecord]]]
"""Each chunk's index and records, as it finishes."""


class BackendError(RuntimeError):
    """A backend that cannot start (an unreachable scheduler, ...); the message is one line."""


def run_chunks(
    chunks: Sequence[Sequence[GameSpec]], jobs: int, backend: str, address: str | None
) -> Finished:
    """The chunks played on ``backend``: ``local`` on ``jobs`` processes (this one for one
    job), ``dask`` on the scheduler at ``address`` or on a local cluster of ``jobs`` workers."""
    if backend == "local":
        return run_local(chunks, jobs)
    if backend == "dask":
        return run_dask(chunks, jobs, address)
    raise BackendError(f"unknown backend {quoted(backend)} (choose from {', '.join(BACKENDS)})")


def run_local(chunks: Sequence[Sequence[GameSpec]], jobs: int) -> Finished:
    """In this process for one job, else on a pool of ``jobs`` processes, no more than the
    chunks or cores."""
    jobs = workers(jobs, len(chunks))
    if jobs == 1:
        for index, chunk in enumerate(chunks):
            yield index, play_chunk(chunk)
        return
    pool = ProcessPoolExecutor(max_workers=jobs)
    try:
        futures: dict[Future[list[GameRecord]], int] = {
            pool.submit(play_chunk, chunk): index for index, chunk in enumerate(chunks)
        }
        for future in as_completed(futures):
            yield futures[future], future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def run_dask(chunks: Sequence[Sequence[GameSpec]], jobs: int, address: str | None) -> Finished:
    """On the dask.distributed scheduler at ``address``, or on a LocalCluster of ``jobs``
    single-threaded worker processes when there is none."""
    from dask.distributed import Client, LocalCluster, as_completed

    if not chunks:
        return
    cluster = None
    try:
        if address is None:
            cluster = LocalCluster(
                n_workers=workers(jobs, len(chunks)),
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
            client = Client(cluster)
        else:
            client = Client(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as exc:
        where = address or "a local cluster"
        raise BackendError(f"cannot reach the dask scheduler at {where}: {exc}") from None
    try:
        futures = {
            client.submit(play_chunk, chunk, pure=False): index
            for index, chunk in enumerate(chunks)
        }
        for future in as_completed(futures):
            yield futures[future], future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
