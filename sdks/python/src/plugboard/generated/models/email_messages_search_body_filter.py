from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EmailMessagesSearchBodyFilter")


@_attrs_define
class EmailMessagesSearchBodyFilter:
    """What to search for.

    Attributes:
        query (str): Free text, matched by the tool over its searchable fields (HubSpot: its default searchable
            properties, e.g. a contact's name, email and phone).
    """

    query: str

    def to_dict(self) -> dict[str, Any]:
        query = self.query

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "query": query,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        query = d.pop("query")

        email_messages_search_body_filter = cls(
            query=query,
        )

        return email_messages_search_body_filter
