from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.dry_run_answer import DryRunAnswer
from ...models.error import Error
from ...models.passthrough_body import PassthroughBody
from ...models.passthrough_plugboard_dry_run import PassthroughPlugboardDryRun
from ...models.passthrough_plugboard_retry import PassthroughPlugboardRetry
from ...models.passthrough_response_200_type_0 import PassthroughResponse200Type0
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PassthroughBody,
    plugboard_dry_run: PassthroughPlugboardDryRun | Unset = UNSET,
    plugboard_retry: PassthroughPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(plugboard_dry_run, Unset):
        headers["Plugboard-Dry-Run"] = str(plugboard_dry_run)

    if not isinstance(plugboard_retry, Unset):
        headers["Plugboard-Retry"] = str(plugboard_retry)

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/passthrough",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DryRunAnswer | PassthroughResponse200Type0 | Error:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> DryRunAnswer | PassthroughResponse200Type0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = PassthroughResponse200Type0.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = DryRunAnswer.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 502:
        response_502 = Error.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if response.status_code == 504:
        response_504 = Error.from_dict(response.json())

        return response_504

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DryRunAnswer | PassthroughResponse200Type0 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PassthroughBody,
    plugboard_dry_run: PassthroughPlugboardDryRun | Unset = UNSET,
    plugboard_retry: PassthroughPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DryRunAnswer | PassthroughResponse200Type0 | Error]:
    """Forward a raw request to the connected tool

     Sends `method` `path` (relative to the tool's API host, which the gateway supplies) with the
    connection's
    credentials, and returns the tool's raw answer under `$native`, and under `data` either the unified
    form or
    the parsed body. A successful GET of a path that a model of the connector lists or reads (e.g.
    HubSpot
    `/crm/v3/objects/contacts`) gives `data` the shape of the unified endpoint's result: `{contacts:
    [...]}`
    for a list path, `{contact: {...}}` for a one-record path, records in the model's schema
    (`CrmContact`);
    the tool's paging stays in `$native.body`. Any other answer gives `data` the parsed body. A path
    that is
    absolute or escapes the API is refused with 400 `PASSTHROUGH_PATH_REJECTED`.

    The tool's own answers are data, whatever their status: a 4xx or 5xx of the tool comes back as 200
    with
    `$native.status` holding the tool's status and `$native.body` (and `data`) its body, so the caller
    sees the
    raw answer. Errors of the gateway itself keep their codes: the tool cannot be reached
    (`DOWNSTREAM_UNAVAILABLE`, `DOWNSTREAM_TIMEOUT`), the connection's credentials are revoked and
    cannot be
    refreshed (`CONNECTION_NEEDS_REAUTH`), or the request is invalid. The gateway's headers and tokens
    are never
    forwarded; the tool sees only the connection's credentials.

    Args:
        plugboard_dry_run (PassthroughPlugboardDryRun | Unset):
        plugboard_retry (PassthroughPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (PassthroughBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DryRunAnswer | PassthroughResponse200Type0 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        plugboard_dry_run=plugboard_dry_run,
        plugboard_retry=plugboard_retry,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: PassthroughBody,
    plugboard_dry_run: PassthroughPlugboardDryRun | Unset = UNSET,
    plugboard_retry: PassthroughPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DryRunAnswer | PassthroughResponse200Type0 | Error | None:
    """Forward a raw request to the connected tool

     Sends `method` `path` (relative to the tool's API host, which the gateway supplies) with the
    connection's
    credentials, and returns the tool's raw answer under `$native`, and under `data` either the unified
    form or
    the parsed body. A successful GET of a path that a model of the connector lists or reads (e.g.
    HubSpot
    `/crm/v3/objects/contacts`) gives `data` the shape of the unified endpoint's result: `{contacts:
    [...]}`
    for a list path, `{contact: {...}}` for a one-record path, records in the model's schema
    (`CrmContact`);
    the tool's paging stays in `$native.body`. Any other answer gives `data` the parsed body. A path
    that is
    absolute or escapes the API is refused with 400 `PASSTHROUGH_PATH_REJECTED`.

    The tool's own answers are data, whatever their status: a 4xx or 5xx of the tool comes back as 200
    with
    `$native.status` holding the tool's status and `$native.body` (and `data`) its body, so the caller
    sees the
    raw answer. Errors of the gateway itself keep their codes: the tool cannot be reached
    (`DOWNSTREAM_UNAVAILABLE`, `DOWNSTREAM_TIMEOUT`), the connection's credentials are revoked and
    cannot be
    refreshed (`CONNECTION_NEEDS_REAUTH`), or the request is invalid. The gateway's headers and tokens
    are never
    forwarded; the tool sees only the connection's credentials.

    Args:
        plugboard_dry_run (PassthroughPlugboardDryRun | Unset):
        plugboard_retry (PassthroughPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (PassthroughBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DryRunAnswer | PassthroughResponse200Type0 | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        plugboard_dry_run=plugboard_dry_run,
        plugboard_retry=plugboard_retry,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PassthroughBody,
    plugboard_dry_run: PassthroughPlugboardDryRun | Unset = UNSET,
    plugboard_retry: PassthroughPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DryRunAnswer | PassthroughResponse200Type0 | Error]:
    """Forward a raw request to the connected tool

     Sends `method` `path` (relative to the tool's API host, which the gateway supplies) with the
    connection's
    credentials, and returns the tool's raw answer under `$native`, and under `data` either the unified
    form or
    the parsed body. A successful GET of a path that a model of the connector lists or reads (e.g.
    HubSpot
    `/crm/v3/objects/contacts`) gives `data` the shape of the unified endpoint's result: `{contacts:
    [...]}`
    for a list path, `{contact: {...}}` for a one-record path, records in the model's schema
    (`CrmContact`);
    the tool's paging stays in `$native.body`. Any other answer gives `data` the parsed body. A path
    that is
    absolute or escapes the API is refused with 400 `PASSTHROUGH_PATH_REJECTED`.

    The tool's own answers are data, whatever their status: a 4xx or 5xx of the tool comes back as 200
    with
    `$native.status` holding the tool's status and `$native.body` (and `data`) its body, so the caller
    sees the
    raw answer. Errors of the gateway itself keep their codes: the tool cannot be reached
    (`DOWNSTREAM_UNAVAILABLE`, `DOWNSTREAM_TIMEOUT`), the connection's credentials are revoked and
    cannot be
    refreshed (`CONNECTION_NEEDS_REAUTH`), or the request is invalid. The gateway's headers and tokens
    are never
    forwarded; the tool sees only the connection's credentials.

    Args:
        plugboard_dry_run (PassthroughPlugboardDryRun | Unset):
        plugboard_retry (PassthroughPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (PassthroughBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DryRunAnswer | PassthroughResponse200Type0 | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        plugboard_dry_run=plugboard_dry_run,
        plugboard_retry=plugboard_retry,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PassthroughBody,
    plugboard_dry_run: PassthroughPlugboardDryRun | Unset = UNSET,
    plugboard_retry: PassthroughPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DryRunAnswer | PassthroughResponse200Type0 | Error | None:
    """Forward a raw request to the connected tool

     Sends `method` `path` (relative to the tool's API host, which the gateway supplies) with the
    connection's
    credentials, and returns the tool's raw answer under `$native`, and under `data` either the unified
    form or
    the parsed body. A successful GET of a path that a model of the connector lists or reads (e.g.
    HubSpot
    `/crm/v3/objects/contacts`) gives `data` the shape of the unified endpoint's result: `{contacts:
    [...]}`
    for a list path, `{contact: {...}}` for a one-record path, records in the model's schema
    (`CrmContact`);
    the tool's paging stays in `$native.body`. Any other answer gives `data` the parsed body. A path
    that is
    absolute or escapes the API is refused with 400 `PASSTHROUGH_PATH_REJECTED`.

    The tool's own answers are data, whatever their status: a 4xx or 5xx of the tool comes back as 200
    with
    `$native.status` holding the tool's status and `$native.body` (and `data`) its body, so the caller
    sees the
    raw answer. Errors of the gateway itself keep their codes: the tool cannot be reached
    (`DOWNSTREAM_UNAVAILABLE`, `DOWNSTREAM_TIMEOUT`), the connection's credentials are revoked and
    cannot be
    refreshed (`CONNECTION_NEEDS_REAUTH`), or the request is invalid. The gateway's headers and tokens
    are never
    forwarded; the tool sees only the connection's credentials.

    Args:
        plugboard_dry_run (PassthroughPlugboardDryRun | Unset):
        plugboard_retry (PassthroughPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (PassthroughBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DryRunAnswer | PassthroughResponse200Type0 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            plugboard_dry_run=plugboard_dry_run,
            plugboard_retry=plugboard_retry,
            idempotency_key=idempotency_key,
        )
    ).parsed
