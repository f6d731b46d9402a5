"""A scripted HTTP server on 127.0.0.1 for the unit tests: real sockets, real httpx, no mocks.

A test queues answers per (method, path) (`server.answer(...)`); every request is recorded with its headers,
query and body. A path with no queued answer is answered 404 NOT_FOUND in the gateway's error shape.
"""

from __future__ import annotations

import json
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


@dataclass
class Answer:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    body_delay: float = 0.0  # seconds between the headers and the body


Responder = Callable[[Recorded], Answer]


class ScriptedServer:
    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self._queues: dict[tuple[str, str], deque[Answer | Responder]] = defaultdict(deque)
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                url = urlsplit(self.path)
                query = {k: v[-1] for k, v in parse_qs(url.query).items()}
                recorded = Recorded(
                    self.command, url.path, query, {k.lower(): v for k, v in self.headers.items()}, body
                )
                with server._lock:
                    server.requests.append(recorded)
                    queue = server._queues.get((self.command, url.path))
                    item = queue.popleft() if queue else None
                if item is None:
                    answer = Answer(404, {"error": {"code": "NOT_FOUND", "message": "nothing queued"}})
                elif isinstance(item, Answer):
                    answer = item
                else:
                    answer = item(recorded)
                if answer.delay:
                    time.sleep(answer.delay)
                payload = b"" if answer.body is None else json.dumps(answer.body).encode()
                try:
                    self.send_response(answer.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    self.send_header("x-request-id", f"req_{len(server.requests)}")
                    for name, value in answer.headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    if answer.body_delay:
                        self.wfile.flush()
                        time.sleep(answer.body_delay)
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self._thread.start()

    def answer(self, method: str, path: str, *answers: Answer | Responder) -> None:
        with self._lock:
            self._queues[(method, path)].extend(answers)

    def to(self, method: str, path: str) -> list[Recorded]:
        return [r for r in self.requests if r.method == method and r.path == path]

    def close(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def ok(result: Any, **headers: str) -> Answer:
    return Answer(200, {"result": result}, headers)


def error(status: int, code: str, message: str = "refused", details: Any = None, **headers: str) -> Answer:
    body: dict[str, Any] = {"error": {"code": code, "message": message}}
    if details is not None:
        body["error"]["details"] = details
    return Answer(status, body, {k.replace("_", "-"): v for k, v in headers.items()})
