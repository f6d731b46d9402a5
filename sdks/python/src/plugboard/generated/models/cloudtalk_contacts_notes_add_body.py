from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CloudtalkContactsNotesAddBody")


@_attrs_define
class CloudtalkContactsNotesAddBody:
    """
    Attributes:
        contact_id (str): the CloudTalk id of the contact
        note (str):
        agent_id (str | Unset): the agent the note is from (user_id)
    """

    contact_id: str
    note: str
    agent_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        contact_id = self.contact_id

        note = self.note

        agent_id = self.agent_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "contactId": contact_id,
                "note": note,
            }
        )
        if agent_id is not UNSET:
            field_dict["agentId"] = agent_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        contact_id = d.pop("contactId")

        note = d.pop("note")

        agent_id = d.pop("agentId", UNSET)

        cloudtalk_contacts_notes_add_body = cls(
            contact_id=contact_id,
            note=note,
            agent_id=agent_id,
        )

        return cloudtalk_contacts_notes_add_body
