from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.connection_credentials import ConnectionCredentials


T = TypeVar("T", bound="ExchangeSessionTokenResponse200")


@_attrs_define
class ExchangeSessionTokenResponse200:
    """
    Attributes:
        result (ConnectionCredentials): A new connection's identifiers, returned once by the token exchange.
    """

    result: ConnectionCredentials

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.connection_credentials import ConnectionCredentials

        d = dict(src_dict)
        result = ConnectionCredentials.from_dict(d.pop("result"))

        exchange_session_token_response_200 = cls(
            result=result,
        )

        return exchange_session_token_response_200
