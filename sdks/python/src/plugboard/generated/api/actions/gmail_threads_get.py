from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.dry_run_answer import DryRunAnswer
from ...models.error import Error
from ...models.gmail_threads_get_body import GmailThreadsGetBody
from ...models.gmail_threads_get_plugboard_dry_run import GmailThreadsGetPlugboardDryRun
from ...models.gmail_threads_get_plugboard_retry import GmailThreadsGetPlugboardRetry
from ...models.gmail_threads_get_response_200_type_0 import (
    GmailThreadsGetResponse200Type0,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: GmailThreadsGetBody,
    plugboard_dry_run: GmailThreadsGetPlugboardDryRun | Unset = UNSET,
    plugboard_retry: GmailThreadsGetPlugboardRetry | Unset = UNSET,
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
        "url": "/api/actions/gmail/threads/get",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DryRunAnswer | GmailThreadsGetResponse200Type0 | Error:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> DryRunAnswer | GmailThreadsGetResponse200Type0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = GmailThreadsGetResponse200Type0.from_dict(data)

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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 501:
        response_501 = Error.from_dict(response.json())

        return response_501

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
) -> Response[DryRunAnswer | GmailThreadsGetResponse200Type0 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GmailThreadsGetBody,
    plugboard_dry_run: GmailThreadsGetPlugboardDryRun | Unset = UNSET,
    plugboard_retry: GmailThreadsGetPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DryRunAnswer | GmailThreadsGetResponse200Type0 | Error]:
    """gmail threads/get (action)

     The gmail manifest's `threads/get` action.

    Needs a gmail connection: 501 `NOT_SUPPORTED_BY_INTEGRATION` for a connection of another
    integration.

    Args:
        plugboard_dry_run (GmailThreadsGetPlugboardDryRun | Unset):
        plugboard_retry (GmailThreadsGetPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (GmailThreadsGetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DryRunAnswer | GmailThreadsGetResponse200Type0 | Error]
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
    body: GmailThreadsGetBody,
    plugboard_dry_run: GmailThreadsGetPlugboardDryRun | Unset = UNSET,
    plugboard_retry: GmailThreadsGetPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DryRunAnswer | GmailThreadsGetResponse200Type0 | Error | None:
    """gmail threads/get (action)

     The gmail manifest's `threads/get` action.

    Needs a gmail connection: 501 `NOT_SUPPORTED_BY_INTEGRATION` for a connection of another
    integration.

    Args:
        plugboard_dry_run (GmailThreadsGetPlugboardDryRun | Unset):
        plugboard_retry (GmailThreadsGetPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (GmailThreadsGetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DryRunAnswer | GmailThreadsGetResponse200Type0 | Error
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
    body: GmailThreadsGetBody,
    plugboard_dry_run: GmailThreadsGetPlugboardDryRun | Unset = UNSET,
    plugboard_retry: GmailThreadsGetPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DryRunAnswer | GmailThreadsGetResponse200Type0 | Error]:
    """gmail threads/get (action)

     The gmail manifest's `threads/get` action.

    Needs a gmail connection: 501 `NOT_SUPPORTED_BY_INTEGRATION` for a connection of another
    integration.

    Args:
        plugboard_dry_run (GmailThreadsGetPlugboardDryRun | Unset):
        plugboard_retry (GmailThreadsGetPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (GmailThreadsGetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DryRunAnswer | GmailThreadsGetResponse200Type0 | Error]
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
    body: GmailThreadsGetBody,
    plugboard_dry_run: GmailThreadsGetPlugboardDryRun | Unset = UNSET,
    plugboard_retry: GmailThreadsGetPlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DryRunAnswer | GmailThreadsGetResponse200Type0 | Error | None:
    """gmail threads/get (action)

     The gmail manifest's `threads/get` action.

    Needs a gmail connection: 501 `NOT_SUPPORTED_BY_INTEGRATION` for a connection of another
    integration.

    Args:
        plugboard_dry_run (GmailThreadsGetPlugboardDryRun | Unset):
        plugboard_retry (GmailThreadsGetPlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (GmailThreadsGetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DryRunAnswer | GmailThreadsGetResponse200Type0 | Error
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
