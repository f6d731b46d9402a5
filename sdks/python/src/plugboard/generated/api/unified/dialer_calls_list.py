from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.dialer_calls_list_plugboard_dry_run import DialerCallsListPlugboardDryRun
from ...models.dialer_calls_list_plugboard_retry import DialerCallsListPlugboardRetry
from ...models.dialer_calls_list_response_200_type_0 import (
    DialerCallsListResponse200Type0,
)
from ...models.dry_run_answer import DryRunAnswer
from ...models.error import Error
from ...models.unified_list_request import UnifiedListRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: UnifiedListRequest | Unset = UNSET,
    plugboard_dry_run: DialerCallsListPlugboardDryRun | Unset = UNSET,
    plugboard_retry: DialerCallsListPlugboardRetry | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(plugboard_dry_run, Unset):
        headers["Plugboard-Dry-Run"] = str(plugboard_dry_run)

    if not isinstance(plugboard_retry, Unset):
        headers["Plugboard-Retry"] = str(plugboard_retry)

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/unifications/dialer/calls/list",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DialerCallsListResponse200Type0 | DryRunAnswer | Error:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> DialerCallsListResponse200Type0 | DryRunAnswer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = DialerCallsListResponse200Type0.from_dict(data)

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
) -> Response[DialerCallsListResponse200Type0 | DryRunAnswer | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
    plugboard_dry_run: DialerCallsListPlugboardDryRun | Unset = UNSET,
    plugboard_retry: DialerCallsListPlugboardRetry | Unset = UNSET,
) -> Response[DialerCallsListResponse200Type0 | DryRunAnswer | Error]:
    """List calls (dialer)

     One page of calls in the unified `DialerCall` model. Pass `nextPageCursor` back as `cursor` for the
    next page; it is null on the last page.

    Supported by: aircall, cloudtalk, dialpad, gong, justcall, ringcentral, talkdesk, twilio. Other
    integrations answer 501 `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (DialerCallsListPlugboardDryRun | Unset):
        plugboard_retry (DialerCallsListPlugboardRetry | Unset):
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DialerCallsListResponse200Type0 | DryRunAnswer | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        plugboard_dry_run=plugboard_dry_run,
        plugboard_retry=plugboard_retry,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
    plugboard_dry_run: DialerCallsListPlugboardDryRun | Unset = UNSET,
    plugboard_retry: DialerCallsListPlugboardRetry | Unset = UNSET,
) -> DialerCallsListResponse200Type0 | DryRunAnswer | Error | None:
    """List calls (dialer)

     One page of calls in the unified `DialerCall` model. Pass `nextPageCursor` back as `cursor` for the
    next page; it is null on the last page.

    Supported by: aircall, cloudtalk, dialpad, gong, justcall, ringcentral, talkdesk, twilio. Other
    integrations answer 501 `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (DialerCallsListPlugboardDryRun | Unset):
        plugboard_retry (DialerCallsListPlugboardRetry | Unset):
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DialerCallsListResponse200Type0 | DryRunAnswer | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        plugboard_dry_run=plugboard_dry_run,
        plugboard_retry=plugboard_retry,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
    plugboard_dry_run: DialerCallsListPlugboardDryRun | Unset = UNSET,
    plugboard_retry: DialerCallsListPlugboardRetry | Unset = UNSET,
) -> Response[DialerCallsListResponse200Type0 | DryRunAnswer | Error]:
    """List calls (dialer)

     One page of calls in the unified `DialerCall` model. Pass `nextPageCursor` back as `cursor` for the
    next page; it is null on the last page.

    Supported by: aircall, cloudtalk, dialpad, gong, justcall, ringcentral, talkdesk, twilio. Other
    integrations answer 501 `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (DialerCallsListPlugboardDryRun | Unset):
        plugboard_retry (DialerCallsListPlugboardRetry | Unset):
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DialerCallsListResponse200Type0 | DryRunAnswer | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        plugboard_dry_run=plugboard_dry_run,
        plugboard_retry=plugboard_retry,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UnifiedListRequest | Unset = UNSET,
    plugboard_dry_run: DialerCallsListPlugboardDryRun | Unset = UNSET,
    plugboard_retry: DialerCallsListPlugboardRetry | Unset = UNSET,
) -> DialerCallsListResponse200Type0 | DryRunAnswer | Error | None:
    """List calls (dialer)

     One page of calls in the unified `DialerCall` model. Pass `nextPageCursor` back as `cursor` for the
    next page; it is null on the last page.

    Supported by: aircall, cloudtalk, dialpad, gong, justcall, ringcentral, talkdesk, twilio. Other
    integrations answer 501 `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (DialerCallsListPlugboardDryRun | Unset):
        plugboard_retry (DialerCallsListPlugboardRetry | Unset):
        body (UnifiedListRequest | Unset): Body of unified list endpoints.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DialerCallsListResponse200Type0 | DryRunAnswer | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            plugboard_dry_run=plugboard_dry_run,
            plugboard_retry=plugboard_retry,
        )
    ).parsed
