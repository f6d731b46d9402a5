from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.update_connection_body import UpdateConnectionBody
from ...models.update_connection_response_200 import UpdateConnectionResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: UpdateConnectionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/connections/update",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UpdateConnectionResponse200:
    if response.status_code == 200:
        response_200 = UpdateConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UpdateConnectionResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UpdateConnectionBody,
) -> Response[Error | UpdateConnectionResponse200]:
    """Change a connection's settings

     Changes settings of an existing connection of the environment.

    - `sync.objects` replaces the object types its synced cache keeps (as `connection.sync.objects` of
    the
      session token): the types set to `true`, or, when none is `true`, all but those set to `false`;
    `null`
      goes back to every type the connector syncs. A type enabled on a `READY` connection is loaded
    without
      events, then kept in step like the others. Names are the unified API's (`contacts`, `accounts`,
    `calls`).
    - `sync.frequencySeconds` sets how often this connection syncs, within the gateway's bounds
      (`PLUGBOARD_SYNC_MIN_INTERVAL_MS`, `PLUGBOARD_SYNC_MAX_INTERVAL_MS`; outside them 400 naming the
    bounds);
      `null` goes back to `PLUGBOARD_SYNC_INTERVAL_MS`. The next run comes at once, then at the new
    pace.
    - `sync.fields` chooses, per object type, the unified fields kept in the synced cache (`id` always
    is); every
      other field is dropped before storage, and an `updated` event is sent only when a kept field
    changes.
      `null` (or a type left out) keeps every field. Changing a type's fields reloads its cache quietly
    (no events).
    - `sync.retentionDays` sets how long a cached record's contents are kept after they last changed,
    within the
      gateway's bounds (`PLUGBOARD_SYNC_MIN_RETENTION_DAYS`, `PLUGBOARD_SYNC_MAX_RETENTION_DAYS`;
    outside them 400);
      older contents are dropped by the housekeeping job, keeping the record's id and hash so a later
    read of the
      same record sends no event. `null` keeps records until the connection is deleted or the tool
    deletes them.
    - `inputs` sets inputs the connector's manifest declares, for values chosen after connecting, such
    as the
      secret of a webhook created at the tool (Outreach, Salesloft). `null` removes one. Inputs the
    manifest
      marks secret are sealed and never returned. Inputs filled from the tool's token response cannot be
    set.
    - `sandbox.faults` (sandbox connections only, else 400) chooses the faults the sandbox injects from
    now on
      (`SandboxFaults`; bursts are counted from this change; `null` for none). `sandbox.activity` sets
    the rate of
      the simulated tool's own changes (`{changesPerMinute}`, default 3 a minute). See docs/sandbox.md.

    Args:
        body (UpdateConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UpdateConnectionResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: UpdateConnectionBody,
) -> Error | UpdateConnectionResponse200 | None:
    """Change a connection's settings

     Changes settings of an existing connection of the environment.

    - `sync.objects` replaces the object types its synced cache keeps (as `connection.sync.objects` of
    the
      session token): the types set to `true`, or, when none is `true`, all but those set to `false`;
    `null`
      goes back to every type the connector syncs. A type enabled on a `READY` connection is loaded
    without
      events, then kept in step like the others. Names are the unified API's (`contacts`, `accounts`,
    `calls`).
    - `sync.frequencySeconds` sets how often this connection syncs, within the gateway's bounds
      (`PLUGBOARD_SYNC_MIN_INTERVAL_MS`, `PLUGBOARD_SYNC_MAX_INTERVAL_MS`; outside them 400 naming the
    bounds);
      `null` goes back to `PLUGBOARD_SYNC_INTERVAL_MS`. The next run comes at once, then at the new
    pace.
    - `sync.fields` chooses, per object type, the unified fields kept in the synced cache (`id` always
    is); every
      other field is dropped before storage, and an `updated` event is sent only when a kept field
    changes.
      `null` (or a type left out) keeps every field. Changing a type's fields reloads its cache quietly
    (no events).
    - `sync.retentionDays` sets how long a cached record's contents are kept after they last changed,
    within the
      gateway's bounds (`PLUGBOARD_SYNC_MIN_RETENTION_DAYS`, `PLUGBOARD_SYNC_MAX_RETENTION_DAYS`;
    outside them 400);
      older contents are dropped by the housekeeping job, keeping the record's id and hash so a later
    read of the
      same record sends no event. `null` keeps records until the connection is deleted or the tool
    deletes them.
    - `inputs` sets inputs the connector's manifest declares, for values chosen after connecting, such
    as the
      secret of a webhook created at the tool (Outreach, Salesloft). `null` removes one. Inputs the
    manifest
      marks secret are sealed and never returned. Inputs filled from the tool's token response cannot be
    set.
    - `sandbox.faults` (sandbox connections only, else 400) chooses the faults the sandbox injects from
    now on
      (`SandboxFaults`; bursts are counted from this change; `null` for none). `sandbox.activity` sets
    the rate of
      the simulated tool's own changes (`{changesPerMinute}`, default 3 a minute). See docs/sandbox.md.

    Args:
        body (UpdateConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UpdateConnectionResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UpdateConnectionBody,
) -> Response[Error | UpdateConnectionResponse200]:
    """Change a connection's settings

     Changes settings of an existing connection of the environment.

    - `sync.objects` replaces the object types its synced cache keeps (as `connection.sync.objects` of
    the
      session token): the types set to `true`, or, when none is `true`, all but those set to `false`;
    `null`
      goes back to every type the connector syncs. A type enabled on a `READY` connection is loaded
    without
      events, then kept in step like the others. Names are the unified API's (`contacts`, `accounts`,
    `calls`).
    - `sync.frequencySeconds` sets how often this connection syncs, within the gateway's bounds
      (`PLUGBOARD_SYNC_MIN_INTERVAL_MS`, `PLUGBOARD_SYNC_MAX_INTERVAL_MS`; outside them 400 naming the
    bounds);
      `null` goes back to `PLUGBOARD_SYNC_INTERVAL_MS`. The next run comes at once, then at the new
    pace.
    - `sync.fields` chooses, per object type, the unified fields kept in the synced cache (`id` always
    is); every
      other field is dropped before storage, and an `updated` event is sent only when a kept field
    changes.
      `null` (or a type left out) keeps every field. Changing a type's fields reloads its cache quietly
    (no events).
    - `sync.retentionDays` sets how long a cached record's contents are kept after they last changed,
    within the
      gateway's bounds (`PLUGBOARD_SYNC_MIN_RETENTION_DAYS`, `PLUGBOARD_SYNC_MAX_RETENTION_DAYS`;
    outside them 400);
      older contents are dropped by the housekeeping job, keeping the record's id and hash so a later
    read of the
      same record sends no event. `null` keeps records until the connection is deleted or the tool
    deletes them.
    - `inputs` sets inputs the connector's manifest declares, for values chosen after connecting, such
    as the
      secret of a webhook created at the tool (Outreach, Salesloft). `null` removes one. Inputs the
    manifest
      marks secret are sealed and never returned. Inputs filled from the tool's token response cannot be
    set.
    - `sandbox.faults` (sandbox connections only, else 400) chooses the faults the sandbox injects from
    now on
      (`SandboxFaults`; bursts are counted from this change; `null` for none). `sandbox.activity` sets
    the rate of
      the simulated tool's own changes (`{changesPerMinute}`, default 3 a minute). See docs/sandbox.md.

    Args:
        body (UpdateConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UpdateConnectionResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UpdateConnectionBody,
) -> Error | UpdateConnectionResponse200 | None:
    """Change a connection's settings

     Changes settings of an existing connection of the environment.

    - `sync.objects` replaces the object types its synced cache keeps (as `connection.sync.objects` of
    the
      session token): the types set to `true`, or, when none is `true`, all but those set to `false`;
    `null`
      goes back to every type the connector syncs. A type enabled on a `READY` connection is loaded
    without
      events, then kept in step like the others. Names are the unified API's (`contacts`, `accounts`,
    `calls`).
    - `sync.frequencySeconds` sets how often this connection syncs, within the gateway's bounds
      (`PLUGBOARD_SYNC_MIN_INTERVAL_MS`, `PLUGBOARD_SYNC_MAX_INTERVAL_MS`; outside them 400 naming the
    bounds);
      `null` goes back to `PLUGBOARD_SYNC_INTERVAL_MS`. The next run comes at once, then at the new
    pace.
    - `sync.fields` chooses, per object type, the unified fields kept in the synced cache (`id` always
    is); every
      other field is dropped before storage, and an `updated` event is sent only when a kept field
    changes.
      `null` (or a type left out) keeps every field. Changing a type's fields reloads its cache quietly
    (no events).
    - `sync.retentionDays` sets how long a cached record's contents are kept after they last changed,
    within the
      gateway's bounds (`PLUGBOARD_SYNC_MIN_RETENTION_DAYS`, `PLUGBOARD_SYNC_MAX_RETENTION_DAYS`;
    outside them 400);
      older contents are dropped by the housekeeping job, keeping the record's id and hash so a later
    read of the
      same record sends no event. `null` keeps records until the connection is deleted or the tool
    deletes them.
    - `inputs` sets inputs the connector's manifest declares, for values chosen after connecting, such
    as the
      secret of a webhook created at the tool (Outreach, Salesloft). `null` removes one. Inputs the
    manifest
      marks secret are sealed and never returned. Inputs filled from the tool's token response cannot be
    set.
    - `sandbox.faults` (sandbox connections only, else 400) chooses the faults the sandbox injects from
    now on
      (`SandboxFaults`; bursts are counted from this change; `null` for none). `sandbox.activity` sets
    the rate of
      the simulated tool's own changes (`{changesPerMinute}`, default 3 a minute). See docs/sandbox.md.

    Args:
        body (UpdateConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UpdateConnectionResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
