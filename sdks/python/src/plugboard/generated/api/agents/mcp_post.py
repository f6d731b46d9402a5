from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.json_rpc_message import JsonRpcMessage
from ...models.mcp_post_plugboard_require_confirmation import (
    McpPostPlugboardRequireConfirmation,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: JsonRpcMessage | list[JsonRpcMessage],
    plugboard_require_confirmation: McpPostPlugboardRequireConfirmation | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(plugboard_require_confirmation, Unset):
        headers["Plugboard-Require-Confirmation"] = str(plugboard_require_confirmation)

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/mcp",
    }

    if isinstance(body, JsonRpcMessage):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = []
        for body_type_1_item_data in body:
            body_type_1_item = body_type_1_item_data.to_dict()
            _kwargs["json"].append(body_type_1_item)

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Error
    | Error
    | JsonRpcMessage
    | JsonRpcMessage
    | JsonRpcMessage
    | list[JsonRpcMessage]
):
    if response.status_code == 200:

        def _parse_response_200(data: object) -> JsonRpcMessage | list[JsonRpcMessage]:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = JsonRpcMessage.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            response_200_type_1 = []
            _response_200_type_1 = data
            for response_200_type_1_item_data in _response_200_type_1:
                response_200_type_1_item = JsonRpcMessage.from_dict(
                    response_200_type_1_item_data
                )

                response_200_type_1.append(response_200_type_1_item)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = cast(Any, None)
        return response_202

    if response.status_code == 400:

        def _parse_response_400(data: object) -> Error | JsonRpcMessage:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = Error.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = JsonRpcMessage.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 406:
        response_406 = JsonRpcMessage.from_dict(response.json())

        return response_406

    if response.status_code == 415:

        def _parse_response_415(data: object) -> Error | JsonRpcMessage:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_415_type_0 = Error.from_dict(data)

                return response_415_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_415_type_1 = JsonRpcMessage.from_dict(data)

            return response_415_type_1

        response_415 = _parse_response_415(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Error
    | Error
    | JsonRpcMessage
    | JsonRpcMessage
    | JsonRpcMessage
    | list[JsonRpcMessage]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: JsonRpcMessage | list[JsonRpcMessage],
    plugboard_require_confirmation: McpPostPlugboardRequireConfirmation | Unset = UNSET,
) -> Response[
    Any
    | Error
    | Error
    | JsonRpcMessage
    | JsonRpcMessage
    | JsonRpcMessage
    | list[JsonRpcMessage]
]:
    """MCP server (Streamable HTTP)

     A Model Context Protocol server over Streamable HTTP, stateless: every POST carries one JSON-RPC
    message
    (or, on revisions before 2025-06-18, a batch) and gets its answer as JSON (`202` with no body for a
    notification or a response). No session is kept between requests, so no `Mcp-Session-Id` is issued;
    send `Accept: application/json, text/event-stream` and, after `initialize`, `MCP-Protocol-Version`.
    The
    server negotiates the revision the client asks for among those its SDK speaks (2025-11-25,
    2025-06-18,
    2025-03-26, 2024-11-05). GET (a server-to-client event stream) and DELETE (ending a session) are not
    offered, as a stateless server may: they answer 405 `METHOD_NOT_ALLOWED` with `Allow: POST`, and MCP
    clients carry on with POST alone.

    Tools are generated from the manifests of the connections the caller reaches (see docs/agents.md):
    with an
    agent key (`Authorization: Bearer`), what the key allows (its connections, tool patterns, read-only,
    passthrough, confirmation; each tool call spends one call of its budget, 429
    `AGENT_BUDGET_EXHAUSTED` once
    spent); with the API token and `x-svc-access-token`, that one connection; with the API token alone,
    every
    connection of the environment. Several connections, or more tools than
    `PLUGBOARD_AGENT_MAX_DIRECT_TOOLS`,
    are offered through `search_tools`, `describe_tool` and `call_tool`. `events_list` reads the event
    log; with `Plugboard-Require-Confirmation: true` writes answer with a preview and a confirmation id
    that
    `confirm_write` executes once. Tool errors are tool results with `isError: true` and the gateway's
    error
    shape (`{error: {code, message, details}}`) as structured content.

    Args:
        plugboard_require_confirmation (McpPostPlugboardRequireConfirmation | Unset):
        body (JsonRpcMessage | list[JsonRpcMessage]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Error | JsonRpcMessage | JsonRpcMessage | JsonRpcMessage | list[JsonRpcMessage]]
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
    body: JsonRpcMessage | list[JsonRpcMessage],
    plugboard_require_confirmation: McpPostPlugboardRequireConfirmation | Unset = UNSET,
) -> (
    Any
    | Error
    | Error
    | JsonRpcMessage
    | JsonRpcMessage
    | JsonRpcMessage
    | list[JsonRpcMessage]
    | None
):
    """MCP server (Streamable HTTP)

     A Model Context Protocol server over Streamable HTTP, stateless: every POST carries one JSON-RPC
    message
    (or, on revisions before 2025-06-18, a batch) and gets its answer as JSON (`202` with no body for a
    notification or a response). No session is kept between requests, so no `Mcp-Session-Id` is issued;
    send `Accept: application/json, text/event-stream` and, after `initialize`, `MCP-Protocol-Version`.
    The
    server negotiates the revision the client asks for among those its SDK speaks (2025-11-25,
    2025-06-18,
    2025-03-26, 2024-11-05). GET (a server-to-client event stream) and DELETE (ending a session) are not
    offered, as a stateless server may: they answer 405 `METHOD_NOT_ALLOWED` with `Allow: POST`, and MCP
    clients carry on with POST alone.

    Tools are generated from the manifests of the connections the caller reaches (see docs/agents.md):
    with an
    agent key (`Authorization: Bearer`), what the key allows (its connections, tool patterns, read-only,
    passthrough, confirmation; each tool call spends one call of its budget, 429
    `AGENT_BUDGET_EXHAUSTED` once
    spent); with the API token and `x-svc-access-token`, that one connection; with the API token alone,
    every
    connection of the environment. Several connections, or more tools than
    `PLUGBOARD_AGENT_MAX_DIRECT_TOOLS`,
    are offered through `search_tools`, `describe_tool` and `call_tool`. `events_list` reads the event
    log; with `Plugboard-Require-Confirmation: true` writes answer with a preview and a confirmation id
    that
    `confirm_write` executes once. Tool errors are tool results with `isError: true` and the gateway's
    error
    shape (`{error: {code, message, details}}`) as structured content.

    Args:
        plugboard_require_confirmation (McpPostPlugboardRequireConfirmation | Unset):
        body (JsonRpcMessage | list[JsonRpcMessage]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Error | JsonRpcMessage | JsonRpcMessage | JsonRpcMessage | list[JsonRpcMessage]
    """

    return sync_detailed(
        client=client,
        body=body,
        plugboard_require_confirmation=plugboard_require_confirmation,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: JsonRpcMessage | list[JsonRpcMessage],
    plugboard_require_confirmation: McpPostPlugboardRequireConfirmation | Unset = UNSET,
) -> Response[
    Any
    | Error
    | Error
    | JsonRpcMessage
    | JsonRpcMessage
    | JsonRpcMessage
    | list[JsonRpcMessage]
]:
    """MCP server (Streamable HTTP)

     A Model Context Protocol server over Streamable HTTP, stateless: every POST carries one JSON-RPC
    message
    (or, on revisions before 2025-06-18, a batch) and gets its answer as JSON (`202` with no body for a
    notification or a response). No session is kept between requests, so no `Mcp-Session-Id` is issued;
    send `Accept: application/json, text/event-stream` and, after `initialize`, `MCP-Protocol-Version`.
    The
    server negotiates the revision the client asks for among those its SDK speaks (2025-11-25,
    2025-06-18,
    2025-03-26, 2024-11-05). GET (a server-to-client event stream) and DELETE (ending a session) are not
    offered, as a stateless server may: they answer 405 `METHOD_NOT_ALLOWED` with `Allow: POST`, and MCP
    clients carry on with POST alone.

    Tools are generated from the manifests of the connections the caller reaches (see docs/agents.md):
    with an
    agent key (`Authorization: Bearer`), what the key allows (its connections, tool patterns, read-only,
    passthrough, confirmation; each tool call spends one call of its budget, 429
    `AGENT_BUDGET_EXHAUSTED` once
    spent); with the API token and `x-svc-access-token`, that one connection; with the API token alone,
    every
    connection of the environment. Several connections, or more tools than
    `PLUGBOARD_AGENT_MAX_DIRECT_TOOLS`,
    are offered through `search_tools`, `describe_tool` and `call_tool`. `events_list` reads the event
    log; with `Plugboard-Require-Confirmation: true` writes answer with a preview and a confirmation id
    that
    `confirm_write` executes once. Tool errors are tool results with `isError: true` and the gateway's
    error
    shape (`{error: {code, message, details}}`) as structured content.

    Args:
        plugboard_require_confirmation (McpPostPlugboardRequireConfirmation | Unset):
        body (JsonRpcMessage | list[JsonRpcMessage]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | Error | JsonRpcMessage | JsonRpcMessage | JsonRpcMessage | list[JsonRpcMessage]]
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
    body: JsonRpcMessage | list[JsonRpcMessage],
    plugboard_require_confirmation: McpPostPlugboardRequireConfirmation | Unset = UNSET,
) -> (
    Any
    | Error
    | Error
    | JsonRpcMessage
    | JsonRpcMessage
    | JsonRpcMessage
    | list[JsonRpcMessage]
    | None
):
    """MCP server (Streamable HTTP)

     A Model Context Protocol server over Streamable HTTP, stateless: every POST carries one JSON-RPC
    message
    (or, on revisions before 2025-06-18, a batch) and gets its answer as JSON (`202` with no body for a
    notification or a response). No session is kept between requests, so no `Mcp-Session-Id` is issued;
    send `Accept: application/json, text/event-stream` and, after `initialize`, `MCP-Protocol-Version`.
    The
    server negotiates the revision the client asks for among those its SDK speaks (2025-11-25,
    2025-06-18,
    2025-03-26, 2024-11-05). GET (a server-to-client event stream) and DELETE (ending a session) are not
    offered, as a stateless server may: they answer 405 `METHOD_NOT_ALLOWED` with `Allow: POST`, and MCP
    clients carry on with POST alone.

    Tools are generated from the manifests of the connections the caller reaches (see docs/agents.md):
    with an
    agent key (`Authorization: Bearer`), what the key allows (its connections, tool patterns, read-only,
    passthrough, confirmation; each tool call spends one call of its budget, 429
    `AGENT_BUDGET_EXHAUSTED` once
    spent); with the API token and `x-svc-access-token`, that one connection; with the API token alone,
    every
    connection of the environment. Several connections, or more tools than
    `PLUGBOARD_AGENT_MAX_DIRECT_TOOLS`,
    are offered through `search_tools`, `describe_tool` and `call_tool`. `events_list` reads the event
    log; with `Plugboard-Require-Confirmation: true` writes answer with a preview and a confirmation id
    that
    `confirm_write` executes once. Tool errors are tool results with `isError: true` and the gateway's
    error
    shape (`{error: {code, message, details}}`) as structured content.

    Args:
        plugboard_require_confirmation (McpPostPlugboardRequireConfirmation | Unset):
        body (JsonRpcMessage | list[JsonRpcMessage]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | Error | JsonRpcMessage | JsonRpcMessage | JsonRpcMessage | list[JsonRpcMessage]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            plugboard_require_confirmation=plugboard_require_confirmation,
        )
    ).parsed
