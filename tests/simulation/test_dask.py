"""``--dask ADDRESS``: the same numbers from a Dask cluster as from one process."""

from __future__ import annotations

import pytest

from crapsrepl.console.simulate import main

distributed = pytest.importorskip("dask.distributed", reason="the dask extra is not installed")

ARGS = ["come-odds", "--sessions", "250", "--stake", "150", "--max-rolls", "80", "--seed", "4"]


def test_a_local_cluster_gives_the_same_numbers_as_one_process(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("crapsrepl.games.craps.simulation.parallel.CHUNK", 60)
    assert main(ARGS) == 0
    alone = capsys.readouterr().out
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        assert main([*ARGS, "--dask", cluster.scheduler_address]) == 0
    assert capsys.readouterr().out == alone


def test_an_unreachable_scheduler_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--dask", "tcp://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("crapsrepl simulate: ") and "127.0.0.1:9" in err
