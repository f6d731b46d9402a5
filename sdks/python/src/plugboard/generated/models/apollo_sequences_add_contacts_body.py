from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ApolloSequencesAddContactsBody")


@_attrs_define
class ApolloSequencesAddContactsBody:
    """
    Attributes:
        sequence_id (str): the sequence (emailer_campaign) id
        contact_ids (list[str]):
        email_account_id (str): send_email_from_email_account_id: the mailbox that sends the steps
    """

    sequence_id: str
    contact_ids: list[str]
    email_account_id: str

    def to_dict(self) -> dict[str, Any]:
        sequence_id = self.sequence_id

        contact_ids = self.contact_ids

        email_account_id = self.email_account_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequenceId": sequence_id,
                "contactIds": contact_ids,
                "emailAccountId": email_account_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sequence_id = d.pop("sequenceId")

        contact_ids = cast(list[str], d.pop("contactIds"))

        email_account_id = d.pop("emailAccountId")

        apollo_sequences_add_contacts_body = cls(
            sequence_id=sequence_id,
            contact_ids=contact_ids,
            email_account_id=email_account_id,
        )

        return apollo_sequences_add_contacts_body
