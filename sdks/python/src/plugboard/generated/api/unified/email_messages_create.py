from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.dry_run_answer import DryRunAnswer
from ...models.email_messages_create_body import EmailMessagesCreateBody
from ...models.email_messages_create_plugboard_dry_run import (
    EmailMessagesCreatePlugboardDryRun,
)
from ...models.email_messages_create_plugboard_retry import (
    EmailMessagesCreatePlugboardRetry,
)
from ...models.email_messages_create_response_200_type_0 import (
    EmailMessagesCreateResponse200Type0,
)
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: EmailMessagesCreateBody,
    plugboard_dry_run: EmailMessagesCreatePlugboardDryRun | Unset = UNSET,
    plugboard_retry: EmailMessagesCreatePlugboardRetry | Unset = UNSET,
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
        "url": "/api/unifications/email/messages/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> DryRunAnswer | EmailMessagesCreateResponse200Type0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = EmailMessagesCreateResponse200Type0.from_dict(
                    data
                )

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
) -> Response[DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: EmailMessagesCreateBody,
    plugboard_dry_run: EmailMessagesCreatePlugboardDryRun | Unset = UNSET,
    plugboard_retry: EmailMessagesCreatePlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error]:
    """Create a message (email)

     Creates a message through the manifest's inverse mapping and answers the message as the tool stored
    it. Only the fields sent are touched; `null` clears a field. The message is null where the tool
    accepts the write without answering it (microsoft-outlook): it shows in the next sync.

    Supported by: gmail, microsoft-outlook. Other integrations answer 501
    `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (EmailMessagesCreatePlugboardDryRun | Unset):
        plugboard_retry (EmailMessagesCreatePlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (EmailMessagesCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error]
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
    body: EmailMessagesCreateBody,
    plugboard_dry_run: EmailMessagesCreatePlugboardDryRun | Unset = UNSET,
    plugboard_retry: EmailMessagesCreatePlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error | None:
    """Create a message (email)

     Creates a message through the manifest's inverse mapping and answers the message as the tool stored
    it. Only the fields sent are touched; `null` clears a field. The message is null where the tool
    accepts the write without answering it (microsoft-outlook): it shows in the next sync.

    Supported by: gmail, microsoft-outlook. Other integrations answer 501
    `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (EmailMessagesCreatePlugboardDryRun | Unset):
        plugboard_retry (EmailMessagesCreatePlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (EmailMessagesCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error
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
    body: EmailMessagesCreateBody,
    plugboard_dry_run: EmailMessagesCreatePlugboardDryRun | Unset = UNSET,
    plugboard_retry: EmailMessagesCreatePlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error]:
    """Create a message (email)

     Creates a message through the manifest's inverse mapping and answers the message as the tool stored
    it. Only the fields sent are touched; `null` clears a field. The message is null where the tool
    accepts the write without answering it (microsoft-outlook): it shows in the next sync.

    Supported by: gmail, microsoft-outlook. Other integrations answer 501
    `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (EmailMessagesCreatePlugboardDryRun | Unset):
        plugboard_retry (EmailMessagesCreatePlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (EmailMessagesCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error]
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
    body: EmailMessagesCreateBody,
    plugboard_dry_run: EmailMessagesCreatePlugboardDryRun | Unset = UNSET,
    plugboard_retry: EmailMessagesCreatePlugboardRetry | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error | None:
    """Create a message (email)

     Creates a message through the manifest's inverse mapping and answers the message as the tool stored
    it. Only the fields sent are touched; `null` clears a field. The message is null where the tool
    accepts the write without answering it (microsoft-outlook): it shows in the next sync.

    Supported by: gmail, microsoft-outlook. Other integrations answer 501
    `NOT_SUPPORTED_BY_INTEGRATION`.

    Args:
        plugboard_dry_run (EmailMessagesCreatePlugboardDryRun | Unset):
        plugboard_retry (EmailMessagesCreatePlugboardRetry | Unset):
        idempotency_key (str | Unset):
        body (EmailMessagesCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DryRunAnswer | EmailMessagesCreateResponse200Type0 | Error
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
