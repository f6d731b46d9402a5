from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.twilio_calls_create_body_status_callback_events_item import (
    TwilioCallsCreateBodyStatusCallbackEventsItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="TwilioCallsCreateBody")


@_attrs_define
class TwilioCallsCreateBody:
    """
    Attributes:
        to (str): E.164 number, SIP address or client identifier to call
        from_ (str): a Twilio number or verified caller id (E.164)
        url (str | Unset): TwiML instructions Twilio fetches when the call is answered
        twiml (str | Unset): TwiML instructions to run instead of fetching url
        status_callback (str | Unset): where Twilio posts the call's status changes: {PUBLIC_BASE_URL}/api/inbound-
            webhooks/twilio/<connectionId> to get them as Plugboard events
        status_callback_events (list[TwilioCallsCreateBodyStatusCallbackEventsItem] | Unset): which changes are posted
            (default: completed)
        record (bool | Unset):
        timeout_seconds (int | Unset):
    """

    to: str
    from_: str
    url: str | Unset = UNSET
    twiml: str | Unset = UNSET
    status_callback: str | Unset = UNSET
    status_callback_events: (
        list[TwilioCallsCreateBodyStatusCallbackEventsItem] | Unset
    ) = UNSET
    record: bool | Unset = UNSET
    timeout_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        from_ = self.from_

        url = self.url

        twiml = self.twiml

        status_callback = self.status_callback

        status_callback_events: list[str] | Unset = UNSET
        if not isinstance(self.status_callback_events, Unset):
            status_callback_events = []
            for status_callback_events_item_data in self.status_callback_events:
                status_callback_events_item = status_callback_events_item_data.value
                status_callback_events.append(status_callback_events_item)

        record = self.record

        timeout_seconds = self.timeout_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "from": from_,
            }
        )
        if url is not UNSET:
            field_dict["url"] = url
        if twiml is not UNSET:
            field_dict["twiml"] = twiml
        if status_callback is not UNSET:
            field_dict["statusCallback"] = status_callback
        if status_callback_events is not UNSET:
            field_dict["statusCallbackEvents"] = status_callback_events
        if record is not UNSET:
            field_dict["record"] = record
        if timeout_seconds is not UNSET:
            field_dict["timeoutSeconds"] = timeout_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        from_ = d.pop("from")

        url = d.pop("url", UNSET)

        twiml = d.pop("twiml", UNSET)

        status_callback = d.pop("statusCallback", UNSET)

        _status_callback_events = d.pop("statusCallbackEvents", UNSET)
        status_callback_events: (
            list[TwilioCallsCreateBodyStatusCallbackEventsItem] | Unset
        ) = UNSET
        if _status_callback_events is not UNSET:
            status_callback_events = []
            for status_callback_events_item_data in _status_callback_events:
                status_callback_events_item = (
                    TwilioCallsCreateBodyStatusCallbackEventsItem(
                        status_callback_events_item_data
                    )
                )

                status_callback_events.append(status_callback_events_item)

        record = d.pop("record", UNSET)

        timeout_seconds = d.pop("timeoutSeconds", UNSET)

        twilio_calls_create_body = cls(
            to=to,
            from_=from_,
            url=url,
            twiml=twiml,
            status_callback=status_callback,
            status_callback_events=status_callback_events,
            record=record,
            timeout_seconds=timeout_seconds,
        )

        return twilio_calls_create_body
