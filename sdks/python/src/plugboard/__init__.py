"""Plugboard's Python SDK: a client of the gateway's API for back ends (sync and asyncio).

The typed operations and models generated from openapi.yaml are in `plugboard.generated`; this package adds the
clients, typed errors, retries, paging iterators, webhook verification and event-log catch-up.
"""

from ._client import AsyncConnection, AsyncPlugboard, Connection, Plugboard
from ._errors import (
    APIConnectionError,
    APIError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    GoneError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    PlugboardError,
    RateLimitError,
    UnprocessableEntityError,
    WebhookVerificationError,
)
from ._events import AsyncEventCatchUp, EventCatchUp
from ._transport import RetryPolicy
from ._version import __version__
from ._webhooks import DEFAULT_TOLERANCE, verify_webhook

__all__ = [
    "DEFAULT_TOLERANCE",
    "APIConnectionError",
    "APIError",
    "APITimeoutError",
    "AsyncConnection",
    "AsyncEventCatchUp",
    "AsyncPlugboard",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "Connection",
    "EventCatchUp",
    "GoneError",
    "InternalServerError",
    "NotFoundError",
    "PermissionDeniedError",
    "Plugboard",
    "PlugboardError",
    "RateLimitError",
    "RetryPolicy",
    "UnprocessableEntityError",
    "WebhookVerificationError",
    "__version__",
    "verify_webhook",
]
