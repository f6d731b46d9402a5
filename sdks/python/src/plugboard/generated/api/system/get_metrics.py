from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/metrics",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | str]:
    """Prometheus metrics

     Metrics in the Prometheus text format, for a Prometheus-compatible scraper: API requests by
    operationId and
    status, downstream calls by integration, status and retries (histograms), token refreshes, sync
    passes and
    records by integration and model, webhook deliveries by outcome, job runs, queue depth, and Node's
    process
    metrics (event-loop lag, heap, CPU). When the gateway is configured with `PLUGBOARD_METRICS_TOKEN`,
    the
    scraper must send it as `Authorization: Bearer <token>` (401 `UNAUTHORIZED` otherwise); without that
    setting the endpoint is open. See docs/observability.md for the list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> Error | str | None:
    """Prometheus metrics

     Metrics in the Prometheus text format, for a Prometheus-compatible scraper: API requests by
    operationId and
    status, downstream calls by integration, status and retries (histograms), token refreshes, sync
    passes and
    records by integration and model, webhook deliveries by outcome, job runs, queue depth, and Node's
    process
    metrics (event-loop lag, heap, CPU). When the gateway is configured with `PLUGBOARD_METRICS_TOKEN`,
    the
    scraper must send it as `Authorization: Bearer <token>` (401 `UNAUTHORIZED` otherwise); without that
    setting the endpoint is open. See docs/observability.md for the list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Error | str]:
    """Prometheus metrics

     Metrics in the Prometheus text format, for a Prometheus-compatible scraper: API requests by
    operationId and
    status, downstream calls by integration, status and retries (histograms), token refreshes, sync
    passes and
    records by integration and model, webhook deliveries by outcome, job runs, queue depth, and Node's
    process
    metrics (event-loop lag, heap, CPU). When the gateway is configured with `PLUGBOARD_METRICS_TOKEN`,
    the
    scraper must send it as `Authorization: Bearer <token>` (401 `UNAUTHORIZED` otherwise); without that
    setting the endpoint is open. See docs/observability.md for the list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> Error | str | None:
    """Prometheus metrics

     Metrics in the Prometheus text format, for a Prometheus-compatible scraper: API requests by
    operationId and
    status, downstream calls by integration, status and retries (histograms), token refreshes, sync
    passes and
    records by integration and model, webhook deliveries by outcome, job runs, queue depth, and Node's
    process
    metrics (event-loop lag, heap, CPU). When the gateway is configured with `PLUGBOARD_METRICS_TOKEN`,
    the
    scraper must send it as `Authorization: Bearer <token>` (401 `UNAUTHORIZED` otherwise); without that
    setting the endpoint is open. See docs/observability.md for the list.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
