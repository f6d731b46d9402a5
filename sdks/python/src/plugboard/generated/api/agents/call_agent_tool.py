from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.call_agent_tool_body import CallAgentToolBody
from ...models.call_agent_tool_plugboard_require_confirmation import (
    CallAgentToolPlugboardRequireConfirmation,
)
from ...models.call_agent_tool_response_200 import CallAgentToolResponse200
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CallAgentToolBody,
    plugboard_require_confirmation: CallAgentToolPlugboardRequireConfirmation
    | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(plugboard_require_confirmation, Unset):
        headers["Plugboard-Require-Confirmation"] = str(plugboard_require_confirmation)

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/tools/call",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CallAgentToolResponse200 | Error:
    if response.status_code == 200:
        response_200 = CallAgentToolResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CallAgentToolResponse200 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CallAgentToolBody,
    plugboard_require_confirmation: CallAgentToolPlugboardRequireConfirmation
    | Unset = UNSET,
) -> Response[CallAgentToolResponse200 | Error]:
    """Run one agent tool

     Runs a tool that `/api/tools/list` lists, under the same policy as `/mcp` (reachable connections,
    read-only,
    allow-list, preview-then-commit with `Plugboard-Require-Confirmation: true` or a key that requires
    it; each
    call spends one call of an agent key's budget: 429 `AGENT_BUDGET_EXHAUSTED` once spent). A tool that
    ran answers 200
    with `isError` and its structured output: the tool's result, a preview
    (`{status: confirmation_required, confirmationId, preview, ...}`), or, when it failed, the gateway's
    error
    shape with its stable code (hand it to the model as the tool's result). A tool this caller cannot
    see
    answers 404 `TOOL_NOT_FOUND` or 403 `TOOL_NOT_ALLOWED`.

    Args:
        plugboard_require_confirmation (CallAgentToolPlugboardRequireConfirmation | Unset):
        body (CallAgentToolBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CallAgentToolResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        plugboard_require_confirmation=plugboard_require_confirmation,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CallAgentToolBody,
    plugboard_require_confirmation: CallAgentToolPlugboardRequireConfirmation
    | Unset = UNSET,
) -> CallAgentToolResponse200 | Error | None:
    """Run one agent tool

     Runs a tool that `/api/tools/list` lists, under the same policy as `/mcp` (reachable connections,
    read-only,
    allow-list, preview-then-commit with `Plugboard-Require-Confirmation: true` or a key that requires
    it; each
    call spends one call of an agent key's budget: 429 `AGENT_BUDGET_EXHAUSTED` once spent). A tool that
    ran answers 200
    with `isError` and its structured output: the tool's result, a preview
    (`{status: confirmation_required, confirmationId, preview, ...}`), or, when it failed, the gateway's
    error
    shape with its stable code (hand it to the model as the tool's result). A tool this caller cannot
    see
    answers 404 `TOOL_NOT_FOUND` or 403 `TOOL_NOT_ALLOWED`.

    Args:
        plugboard_require_confirmation (CallAgentToolPlugboardRequireConfirmation | Unset):
        body (CallAgentToolBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CallAgentToolResponse200 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        plugboard_require_confirmation=plugboard_require_confirmation,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CallAgentToolBody,
    plugboard_require_confirmation: CallAgentToolPlugboardRequireConfirmation
    | Unset = UNSET,
) -> Response[CallAgentToolResponse200 | Error]:
    """Run one agent tool

     Runs a tool that `/api/tools/list` lists, under the same policy as `/mcp` (reachable connections,
    read-only,
    allow-list, preview-then-commit with `Plugboard-Require-Confirmation: true` or a key that requires
    it; each
    call spends one call of an agent key's budget: 429 `AGENT_BUDGET_EXHAUSTED` once spent). A tool that
    ran answers 200
    with `isError` and its structured output: the tool's result, a preview
    (`{status: confirmation_required, confirmationId, preview, ...}`), or, when it failed, the gateway's
    error
    shape with its stable code (hand it to the model as the tool's result). A tool this caller cannot
    see
    answers 404 `TOOL_NOT_FOUND` or 403 `TOOL_NOT_ALLOWED`.

    Args:
        plugboard_require_confirmation (CallAgentToolPlugboardRequireConfirmation | Unset):
        body (CallAgentToolBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CallAgentToolResponse200 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        plugboard_require_confirmation=plugboard_require_confirmation,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CallAgentToolBody,
    plugboard_require_confirmation: CallAgentToolPlugboardRequireConfirmation
    | Unset = UNSET,
) -> CallAgentToolResponse200 | Error | None:
    """Run one agent tool

     Runs a tool that `/api/tools/list` lists, under the same policy as `/mcp` (reachable connections,
    read-only,
    allow-list, preview-then-commit with `Plugboard-Require-Confirmation: true` or a key that requires
    it; each
    call spends one call of an agent key's budget: 429 `AGENT_BUDGET_EXHAUSTED` once spent). A tool that
    ran answers 200
    with `isError` and its structured output: the tool's result, a preview
    (`{status: confirmation_required, confirmationId, preview, ...}`), or, when it failed, the gateway's
    error
    shape with its stable code (hand it to the model as the tool's result). A tool this caller cannot
    see
    answers 404 `TOOL_NOT_FOUND` or 403 `TOOL_NOT_ALLOWED`.

    Args:
        plugboard_require_confirmation (CallAgentToolPlugboardRequireConfirmation | Unset):
        body (CallAgentToolBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CallAgentToolResponse200 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            plugboard_require_confirmation=plugboard_require_confirmation,
        )
    ).parsed
