from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.webhook_delivery_state_state import WebhookDeliveryStateState

T = TypeVar("T", bound="WebhookDeliveryState")


@_attrs_define
class WebhookDeliveryState:
    """Whether deliveries go to the webhook. After `PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES` failed attempts in a row
    (default 5) the webhook is `parked`: nothing is sent to it until `parkedUntil`, then one delivery probes it
    (`probing`); a 2xx makes it `active` again, a failure parks it for twice as long (at most 10 minutes).
    Deliveries wait meanwhile (parking spends none of their attempts). See docs/webhooks.md.

        Attributes:
            state (WebhookDeliveryStateState): `active`: delivering; `parked`: nothing sent before `parkedUntil`; `probing`:
                one delivery is trying it.
            parked_since (datetime.datetime | None): When it was parked (first of the failed probes in a row), or null when
                active.
            parked_until (datetime.datetime | None): When the next probe is due, or null when active.
            failures (int): Failed attempts in a row that parked it (0 when active).
            reason (None | str): The last failed attempt's error (as in the delivery log), or null when active.
    """

    state: WebhookDeliveryStateState
    parked_since: datetime.datetime | None
    parked_until: datetime.datetime | None
    failures: int
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        parked_since: None | str
        if isinstance(self.parked_since, datetime.datetime):
            parked_since = self.parked_since.isoformat()
        else:
            parked_since = self.parked_since

        parked_until: None | str
        if isinstance(self.parked_until, datetime.datetime):
            parked_until = self.parked_until.isoformat()
        else:
            parked_until = self.parked_until

        failures = self.failures

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "parkedSince": parked_since,
                "parkedUntil": parked_until,
                "failures": failures,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = WebhookDeliveryStateState(d.pop("state"))

        def _parse_parked_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                parked_since_type_0 = isoparse(data)

                return parked_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        parked_since = _parse_parked_since(d.pop("parkedSince"))

        def _parse_parked_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                parked_until_type_0 = isoparse(data)

                return parked_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        parked_until = _parse_parked_until(d.pop("parkedUntil"))

        failures = d.pop("failures")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        webhook_delivery_state = cls(
            state=state,
            parked_since=parked_since,
            parked_until=parked_until,
            failures=failures,
            reason=reason,
        )

        return webhook_delivery_state
