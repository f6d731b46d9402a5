from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateLinkTokenResponse200")


@_attrs_define
class CreateLinkTokenResponse200:
    """
    Attributes:
        link_token (str): Pass to the front-end component; single use.
    """

    link_token: str

    def to_dict(self) -> dict[str, Any]:
        link_token = self.link_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "linkToken": link_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        link_token = d.pop("linkToken")

        create_link_token_response_200 = cls(
            link_token=link_token,
        )

        return create_link_token_response_200
