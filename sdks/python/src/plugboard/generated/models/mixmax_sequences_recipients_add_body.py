from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mixmax_sequences_recipients_add_body_recipients_item import (
        MixmaxSequencesRecipientsAddBodyRecipientsItem,
    )


T = TypeVar("T", bound="MixmaxSequencesRecipientsAddBody")


@_attrs_define
class MixmaxSequencesRecipientsAddBody:
    """
    Attributes:
        sequence_id (str):
        recipients (list[MixmaxSequencesRecipientsAddBodyRecipientsItem]):
        scheduled_at (bool | int | Unset):
    """

    sequence_id: str
    recipients: list[MixmaxSequencesRecipientsAddBodyRecipientsItem]
    scheduled_at: bool | int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sequence_id = self.sequence_id

        recipients = []
        for recipients_item_data in self.recipients:
            recipients_item = recipients_item_data.to_dict()
            recipients.append(recipients_item)

        scheduled_at: bool | int | Unset
        if isinstance(self.scheduled_at, Unset):
            scheduled_at = UNSET
        else:
            scheduled_at = self.scheduled_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequenceId": sequence_id,
                "recipients": recipients,
            }
        )
        if scheduled_at is not UNSET:
            field_dict["scheduledAt"] = scheduled_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mixmax_sequences_recipients_add_body_recipients_item import (
            MixmaxSequencesRecipientsAddBodyRecipientsItem,
        )

        d = dict(src_dict)
        sequence_id = d.pop("sequenceId")

        recipients = []
        _recipients = d.pop("recipients")
        for recipients_item_data in _recipients:
            recipients_item = MixmaxSequencesRecipientsAddBodyRecipientsItem.from_dict(
                recipients_item_data
            )

            recipients.append(recipients_item)

        def _parse_scheduled_at(data: object) -> bool | int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | int | Unset, data)

        scheduled_at = _parse_scheduled_at(d.pop("scheduledAt", UNSET))

        mixmax_sequences_recipients_add_body = cls(
            sequence_id=sequence_id,
            recipients=recipients,
            scheduled_at=scheduled_at,
        )

        return mixmax_sequences_recipients_add_body
