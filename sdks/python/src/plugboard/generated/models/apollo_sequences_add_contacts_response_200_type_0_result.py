from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ApolloSequencesAddContactsResponse200Type0Result")


@_attrs_define
class ApolloSequencesAddContactsResponse200Type0Result:
    """
    Attributes:
        sequence_id (str):
        contact_ids (list[str]):
    """

    sequence_id: str
    contact_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        sequence_id = self.sequence_id

        contact_ids = self.contact_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sequenceId": sequence_id,
                "contactIds": contact_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sequence_id = d.pop("sequenceId")

        contact_ids = cast(list[str], d.pop("contactIds"))

        apollo_sequences_add_contacts_response_200_type_0_result = cls(
            sequence_id=sequence_id,
            contact_ids=contact_ids,
        )

        return apollo_sequences_add_contacts_response_200_type_0_result
