"""The window's search runs in a child process of its own, so that it never shares the
interpreter's lock (the GIL) with the window.

In one process, a search and the window take turns: every repaint waits for the search to let
go of the lock, a dict of a million states growing holds it for 50-100 ms at a time, and
whatever the window draws is time the search loses. In a child process the search has a core
of its own, the window has the other, and a run that exhausts the memory ends the child, not
the window. Nothing here imports Qt: the child imports only the engine and the domain.

:class:`SearchProcess` is the parent's handle. The child (:func:`serve`) takes commands in
order and answers with messages: ``advance`` (the events up to the next ``n`` expansions),
``stream`` (run frame after frame, each frame's events condensed into an :class:`EventBatch`
and sent as it ends, until ``pause``), ``preview`` (the first open nodes) and ``finish`` (stop,
and the events left). While streaming the child never waits for the window, nor the window
for it. A stop request also travels on a pipe of its own, which a thread in the child
watches, so that it lands before the search's next expansion even in the middle of a frame.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from itertools import islice
from multiprocessing.connection import Connection
from time import perf_counter
from typing import Any

from cavalo_gui.app.run.event_batch import EventBatch
from cavalo_gui.engine.events import Event, Expansion, Finished
from cavalo_gui.engine.limits import RunControl
from cavalo_gui.engine.search import Search
from cavalo_gui.reports.child_processes import no_main_script, process_context
from cavalo_gui.reports.run import RunSetup

CHUNK = 64  # events drawn between two looks at the frame's clock (a few tenths of a ms)
PROCESS_NAME = "cavalo-search"
LISTENER_NAME = "search-listener"  # the parent's thread that reads the child's messages


class SearchProcessError(RuntimeError):
    """The child process could not start the search, or ended without answering."""


# ------------------------------------------------------------------ the child's side


def serve(connection: Connection, stop: Connection, setup: RunSetup) -> None:
    """The child's main: build the search, then answer commands until the parent hangs up.

    While streaming, the child runs frame after frame, sending each as it ends, and looks for
    commands between frames. A search that cannot be built answers every command with the
    error.
    """
    control = RunControl(setup.limits)
    threading.Thread(target=_relay_stop, args=(stop, control), daemon=True).start()
    try:
        runner: _Runner | None = _Runner(setup.start(control)[1])
        failure = ""
    except Exception as error:  # a request the engine refuses (unknown name, bad parameter)
        runner, failure = None, f"{type(error).__name__}: {error}"
    try:
        while True:
            while runner is not None and runner.streaming and not connection.poll():
                connection.send(("batch", runner.next_frame()))
            command, argument = connection.recv()
            if runner is None:
                connection.send(("error", failure))
                continue
            try:
                answer = getattr(runner, command)(argument)
            except Exception as error:
                runner.streaming = False
                connection.send(("error", f"{type(error).__name__}: {error}"))
            else:
                if answer is not None:
                    connection.send(answer)
    except (EOFError, OSError):  # the parent has gone
        return


def _relay_stop(stop: Connection, control: RunControl) -> None:
    """Wait for the parent's stop request (or its end) and pass it on to the search."""
    with contextlib.suppress(EOFError, OSError):
        stop.recv_bytes()
    control.request_stop()


class _Runner:
    """The search's event stream, drawn on command. Each command answers with a message
    ``(tag, payload)``, or None when it has nothing to say."""

    def __init__(self, search: Search) -> None:
        self._search = search
        self._events = search.events()
        self.streaming = False
        self._frames: tuple[float, float] = (0.0, 0.0)  # the next frame's length, the rest's

    def stream(self, frames: tuple[float, float]) -> None:
        """Run frame after frame, the first ``frames[0]`` seconds long, the rest
        ``frames[1]``, until paused or ended."""
        self.streaming = True
        self._frames = frames

    def pause(self, announce: bool) -> tuple[str, bool]:
        """Stop streaming; the answer tells that every frame before it has been sent."""
        self.streaming = False
        return ("paused", announce)

    def next_frame(self) -> tuple[EventBatch, bool]:
        first, rest = self._frames
        self._frames = (rest, rest)
        batch, ended = self._frame(first)
        if ended:
            self.streaming = False
        return batch, ended

    def _frame(self, seconds: float) -> tuple[EventBatch, bool]:
        """Run for about ``seconds``; the condensed events, and whether the stream has ended.
        Events are drawn a chunk at a time by ``islice`` (C loops, no Python per event); a
        short chunk tells the end of the stream."""
        batch = EventBatch()
        stream = self._events
        deadline = perf_counter() + seconds
        while True:
            chunk = list(islice(stream, CHUNK))
            batch.add(chunk)
            if len(chunk) < CHUNK:
                return batch, True
            if perf_counter() >= deadline:
                return batch, False

    def advance(self, expansions: int) -> tuple[str, tuple[list[Event], bool]]:
        """The events up to and including the ``expansions``-th next expansion, or to the end
        (and whether the stream has ended)."""
        events: list[Event] = []
        left = expansions
        for event in self._events:
            events.append(event)
            if isinstance(event, Finished):
                return ("events", (events, True))
            if isinstance(event, Expansion):
                left -= 1
                if left == 0:
                    return ("events", (events, False))
        return ("events", (events, True))

    def preview(self, count: int) -> tuple[str, list]:
        return ("preview", self._search.open_preview(count))

    def finish(self, _argument: None) -> tuple[str, tuple[list[Event], bool]]:
        """Stop the search and answer with the events left (the final one)."""
        self.streaming = False
        self._search.control.request_stop()
        return ("events", (list(self._events), True))


# ------------------------------------------------------------------ the parent's side


class SearchProcess:
    """A search running in a child process, driven by commands it takes in order.

    Started at once (the child builds the search while the user is still looking). Sending
    does not wait; ``receive`` and ``call`` wait for the child, and ``listen`` hands its
    messages over from a thread of its own instead. ``stop`` may be called from any thread.
    """

    def __init__(self, setup: RunSetup) -> None:
        context = process_context(__name__)
        self._connection, child_end = context.Pipe()
        stop_end, self._stop = context.Pipe(duplex=False)
        self._process = context.Process(
            target=serve,
            args=(child_end, stop_end, setup),
            name=PROCESS_NAME,
            daemon=True,
        )
        self._listener: threading.Thread | None = None
        with no_main_script():
            self._process.start()
        child_end.close()
        stop_end.close()

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def is_alive(self) -> bool:
        return self._process.is_alive()

    def listen(self, on_message: Callable[[tuple[str, Any]], None]) -> None:
        """Hand each message of the child to ``on_message`` as it comes, from a thread of its
        own; the last is ``("failed", SearchProcessError)`` when the child fails or ends.
        From then on only that thread reads (any may send), and it closes the connection."""
        self._listener = threading.Thread(
            target=self._listen, args=(on_message,), name=LISTENER_NAME, daemon=True
        )
        self._listener.start()

    def _listen(self, on_message: Callable[[tuple[str, Any]], None]) -> None:
        try:
            while True:
                try:
                    message = self.receive()
                except SearchProcessError as error:
                    on_message(("failed", error))
                    return
                on_message(message)
        finally:
            self._connection.close()

    def send(self, command: str, argument: Any = None) -> None:
        """Send a command: ``stream`` (frame lengths), ``pause`` (announce), ``advance``
        (expansions), ``preview`` (count) or ``finish``."""
        try:
            self._connection.send((command, argument))
        except OSError as error:
            raise SearchProcessError(self._death()) from error

    def receive(self) -> tuple[str, Any]:
        """The child's next message ``(tag, payload)``: ``batch`` (an :class:`EventBatch` and
        whether the run ended), ``events`` (the same, as a list of events), ``preview`` (open
        nodes) or ``paused`` (the announce flag). Raises :class:`SearchProcessError` for the
        child's errors and for its death."""
        try:
            tag, payload = self._connection.recv()
        except (EOFError, OSError) as error:
            raise SearchProcessError(self._death()) from error
        if tag == "error":
            raise SearchProcessError(payload)
        return tag, payload

    def call(self, command: str, argument: Any = None) -> tuple[str, Any]:
        """Send a command and wait for the answer (outside a stream)."""
        self.send(command, argument)
        return self.receive()

    def stop(self) -> None:
        """Ask the search to stop before its next expansion (from any thread)."""
        with contextlib.suppress(OSError):  # the child has ended already
            self._stop.send_bytes(b"stop")

    def close(self) -> None:
        """End the child now. Its memory (millions of nodes, after a long run) is the
        system's to free, not this process's. Closing twice is harmless. A listener
        closes the connection itself, once the child's end tells it."""
        if self._listener is None:
            self._connection.close()
        self._stop.close()
        if self._process.is_alive():
            self._process.kill()

    def _death(self) -> str:
        """Why the child stopped answering, in words."""
        self._process.join(timeout=1.0)
        code = self._process.exitcode
        if code is None:
            return "the search process stopped answering"
        if code == -9:
            return "the search process was killed (out of memory?)"
        if code < 0:
            return f"the search process was ended by signal {-code}"
        return f"the search process ended unexpectedly (exit code {code})"
