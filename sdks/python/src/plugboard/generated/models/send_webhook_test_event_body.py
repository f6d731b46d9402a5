from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SendWebhookTestEventBody")


@_attrs_define
class SendWebhookTestEventBody:
    """
    Attributes:
        id (str | Unset): Deliver to this project webhook only; every project webhook of the environment otherwise.
    """

    id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        send_webhook_test_event_body = cls(
            id=id,
        )

        return send_webhook_test_event_body
