from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExchangeLinkTokenBody")


@_attrs_define
class ExchangeLinkTokenBody:
    """
    Attributes:
        public_token (str): The token the front-end component yielded after authorization.
    """

    public_token: str

    def to_dict(self) -> dict[str, Any]:
        public_token = self.public_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "publicToken": public_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        public_token = d.pop("publicToken")

        exchange_link_token_body = cls(
            public_token=public_token,
        )

        return exchange_link_token_body
