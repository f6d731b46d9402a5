from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_agent_tools_body import ListAgentToolsBody
from ...models.list_agent_tools_plugboard_require_confirmation import (
    ListAgentToolsPlugboardRequireConfirmation,
)
from ...models.list_agent_tools_response_200 import ListAgentToolsResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ListAgentToolsBody | Unset = UNSET,
    plugboard_require_confirmation: ListAgentToolsPlugboardRequireConfirmation
    | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(plugboard_require_confirmation, Unset):
        headers["Plugboard-Require-Confirmation"] = str(plugboard_require_confirmation)

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/tools/list",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ListAgentToolsResponse200:
    if response.status_code == 200:
        response_200 = ListAgentToolsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ListAgentToolsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ListAgentToolsBody | Unset = UNSET,
    plugboard_require_confirmation: ListAgentToolsPlugboardRequireConfirmation
    | Unset = UNSET,
) -> Response[Error | ListAgentToolsResponse200]:
    """Tool definitions for agent frameworks

     The tools `/mcp` lists to the same caller, as definitions for frameworks without MCP. `format`:
    `mcp` (`{name, description, inputSchema, annotations}`), `openai` (Chat Completions function tools,
    `{type: function, function: {name, description, parameters}}`), `openai-responses` (Responses API
    function
    tools, `{type: function, name, description, parameters}`) or `anthropic` (Messages API,
    `{name, description, input_schema}`). Every schema is JSON Schema (draft 2020-12 keywords the three
    accept). Run a tool with `/api/tools/call`.

    Args:
        plugboard_require_confirmation (ListAgentToolsPlugboardRequireConfirmation | Unset):
        body (ListAgentToolsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListAgentToolsResponse200]
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
    body: ListAgentToolsBody | Unset = UNSET,
    plugboard_require_confirmation: ListAgentToolsPlugboardRequireConfirmation
    | Unset = UNSET,
) -> Error | ListAgentToolsResponse200 | None:
    """Tool definitions for agent frameworks

     The tools `/mcp` lists to the same caller, as definitions for frameworks without MCP. `format`:
    `mcp` (`{name, description, inputSchema, annotations}`), `openai` (Chat Completions function tools,
    `{type: function, function: {name, description, parameters}}`), `openai-responses` (Responses API
    function
    tools, `{type: function, name, description, parameters}`) or `anthropic` (Messages API,
    `{name, description, input_schema}`). Every schema is JSON Schema (draft 2020-12 keywords the three
    accept). Run a tool with `/api/tools/call`.

    Args:
        plugboard_require_confirmation (ListAgentToolsPlugboardRequireConfirmation | Unset):
        body (ListAgentToolsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListAgentToolsResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
        plugboard_require_confirmation=plugboard_require_confirmation,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ListAgentToolsBody | Unset = UNSET,
    plugboard_require_confirmation: ListAgentToolsPlugboardRequireConfirmation
    | Unset = UNSET,
) -> Response[Error | ListAgentToolsResponse200]:
    """Tool definitions for agent frameworks

     The tools `/mcp` lists to the same caller, as definitions for frameworks without MCP. `format`:
    `mcp` (`{name, description, inputSchema, annotations}`), `openai` (Chat Completions function tools,
    `{type: function, function: {name, description, parameters}}`), `openai-responses` (Responses API
    function
    tools, `{type: function, name, description, parameters}`) or `anthropic` (Messages API,
    `{name, description, input_schema}`). Every schema is JSON Schema (draft 2020-12 keywords the three
    accept). Run a tool with `/api/tools/call`.

    Args:
        plugboard_require_confirmation (ListAgentToolsPlugboardRequireConfirmation | Unset):
        body (ListAgentToolsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ListAgentToolsResponse200]
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
    body: ListAgentToolsBody | Unset = UNSET,
    plugboard_require_confirmation: ListAgentToolsPlugboardRequireConfirmation
    | Unset = UNSET,
) -> Error | ListAgentToolsResponse200 | None:
    """Tool definitions for agent frameworks

     The tools `/mcp` lists to the same caller, as definitions for frameworks without MCP. `format`:
    `mcp` (`{name, description, inputSchema, annotations}`), `openai` (Chat Completions function tools,
    `{type: function, function: {name, description, parameters}}`), `openai-responses` (Responses API
    function
    tools, `{type: function, name, description, parameters}`) or `anthropic` (Messages API,
    `{name, description, input_schema}`). Every schema is JSON Schema (draft 2020-12 keywords the three
    accept). Run a tool with `/api/tools/call`.

    Args:
        plugboard_require_confirmation (ListAgentToolsPlugboardRequireConfirmation | Unset):
        body (ListAgentToolsBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ListAgentToolsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            plugboard_require_confirmation=plugboard_require_confirmation,
        )
    ).parsed
