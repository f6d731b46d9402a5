from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.receive_tool_webhook_response_200 import ReceiveToolWebhookResponse200
from ...models.receive_tool_webhook_response_202 import ReceiveToolWebhookResponse202
from ...types import UNSET, Response, Unset


def _get_kwargs(
    integration_id: str,
    connection_id: str,
    *,
    body: Any | str | Unset = UNSET,
    object_: str | Unset = UNSET,
    token: str | Unset = UNSET,
    validation_token: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["object"] = object_

    params["token"] = token

    params["validationToken"] = validation_token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/inbound-webhooks/{integration_id}/{connection_id}".format(
            integration_id=quote(str(integration_id), safe=""),
            connection_id=quote(str(connection_id), safe=""),
        ),
        "params": params,
    }

    if isinstance(body, Any):
        if not isinstance(body, Unset):
            _kwargs["json"] = body

        headers["Content-Type"] = "application/json"
    if isinstance(body, str):
        if not isinstance(body, Unset):
            _kwargs["data"] = body.to_dict()

        headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202:
    if response.status_code == 200:
        response_200 = ReceiveToolWebhookResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = ReceiveToolWebhookResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 501:
        response_501 = Error.from_dict(response.json())

        return response_501

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    integration_id: str,
    connection_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Any | str | Unset = UNSET,
    object_: str | Unset = UNSET,
    token: str | Unset = UNSET,
    validation_token: str | Unset = UNSET,
) -> Response[Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202]:
    """Receive a tool's native webhook

     The address to register at a tool for its native webhooks (`{PUBLIC_BASE_URL}/api/inbound-
    webhooks/...`;
    tools that sign the URL sign this one). No Plugboard token: the tool's signature is verified over
    the exact
    bytes received, following the manifest's `webhooks` block (401 `UNAUTHORIZED` when it does not
    verify or is
    missing; 501 `NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares no native webhooks). The
    payload's
    events are mapped to object events and delivered to the project webhooks (HubSpot, Close, Attio,
    Pipedrive, RingCentral and others declare them).

    Args:
        integration_id (str):
        connection_id (str):
        object_ (str | Unset):
        token (str | Unset):
        validation_token (str | Unset):
        body (Any | Unset): The tool's payload (any JSON value).
        body (str | Unset): A webhook sent as a form (Twilio's status callbacks, signed over the
            URL and the sorted parameters); its fields are the event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202]
    """

    kwargs = _get_kwargs(
        integration_id=integration_id,
        connection_id=connection_id,
        body=body,
        object_=object_,
        token=token,
        validation_token=validation_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    integration_id: str,
    connection_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Any | str | Unset = UNSET,
    object_: str | Unset = UNSET,
    token: str | Unset = UNSET,
    validation_token: str | Unset = UNSET,
) -> Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202 | None:
    """Receive a tool's native webhook

     The address to register at a tool for its native webhooks (`{PUBLIC_BASE_URL}/api/inbound-
    webhooks/...`;
    tools that sign the URL sign this one). No Plugboard token: the tool's signature is verified over
    the exact
    bytes received, following the manifest's `webhooks` block (401 `UNAUTHORIZED` when it does not
    verify or is
    missing; 501 `NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares no native webhooks). The
    payload's
    events are mapped to object events and delivered to the project webhooks (HubSpot, Close, Attio,
    Pipedrive, RingCentral and others declare them).

    Args:
        integration_id (str):
        connection_id (str):
        object_ (str | Unset):
        token (str | Unset):
        validation_token (str | Unset):
        body (Any | Unset): The tool's payload (any JSON value).
        body (str | Unset): A webhook sent as a form (Twilio's status callbacks, signed over the
            URL and the sorted parameters); its fields are the event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202
    """

    return sync_detailed(
        integration_id=integration_id,
        connection_id=connection_id,
        client=client,
        body=body,
        object_=object_,
        token=token,
        validation_token=validation_token,
    ).parsed


async def asyncio_detailed(
    integration_id: str,
    connection_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Any | str | Unset = UNSET,
    object_: str | Unset = UNSET,
    token: str | Unset = UNSET,
    validation_token: str | Unset = UNSET,
) -> Response[Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202]:
    """Receive a tool's native webhook

     The address to register at a tool for its native webhooks (`{PUBLIC_BASE_URL}/api/inbound-
    webhooks/...`;
    tools that sign the URL sign this one). No Plugboard token: the tool's signature is verified over
    the exact
    bytes received, following the manifest's `webhooks` block (401 `UNAUTHORIZED` when it does not
    verify or is
    missing; 501 `NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares no native webhooks). The
    payload's
    events are mapped to object events and delivered to the project webhooks (HubSpot, Close, Attio,
    Pipedrive, RingCentral and others declare them).

    Args:
        integration_id (str):
        connection_id (str):
        object_ (str | Unset):
        token (str | Unset):
        validation_token (str | Unset):
        body (Any | Unset): The tool's payload (any JSON value).
        body (str | Unset): A webhook sent as a form (Twilio's status callbacks, signed over the
            URL and the sorted parameters); its fields are the event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202]
    """

    kwargs = _get_kwargs(
        integration_id=integration_id,
        connection_id=connection_id,
        body=body,
        object_=object_,
        token=token,
        validation_token=validation_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    integration_id: str,
    connection_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: Any | str | Unset = UNSET,
    object_: str | Unset = UNSET,
    token: str | Unset = UNSET,
    validation_token: str | Unset = UNSET,
) -> Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202 | None:
    """Receive a tool's native webhook

     The address to register at a tool for its native webhooks (`{PUBLIC_BASE_URL}/api/inbound-
    webhooks/...`;
    tools that sign the URL sign this one). No Plugboard token: the tool's signature is verified over
    the exact
    bytes received, following the manifest's `webhooks` block (401 `UNAUTHORIZED` when it does not
    verify or is
    missing; 501 `NOT_SUPPORTED_BY_INTEGRATION` when the manifest declares no native webhooks). The
    payload's
    events are mapped to object events and delivered to the project webhooks (HubSpot, Close, Attio,
    Pipedrive, RingCentral and others declare them).

    Args:
        integration_id (str):
        connection_id (str):
        object_ (str | Unset):
        token (str | Unset):
        validation_token (str | Unset):
        body (Any | Unset): The tool's payload (any JSON value).
        body (str | Unset): A webhook sent as a form (Twilio's status callbacks, signed over the
            URL and the sorted parameters); its fields are the event.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReceiveToolWebhookResponse200 | ReceiveToolWebhookResponse202
    """

    return (
        await asyncio_detailed(
            integration_id=integration_id,
            connection_id=connection_id,
            client=client,
            body=body,
            object_=object_,
            token=token,
            validation_token=validation_token,
        )
    ).parsed
