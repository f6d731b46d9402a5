from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Dynamics365OpportunitiesWinResponse200Type0Result")


@_attrs_define
class Dynamics365OpportunitiesWinResponse200Type0Result:
    """
    Attributes:
        won (bool):
    """

    won: bool

    def to_dict(self) -> dict[str, Any]:
        won = self.won

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        won = d.pop("won")

        dynamics_365_opportunities_win_response_200_type_0_result = cls(
            won=won,
        )

        return dynamics_365_opportunities_win_response_200_type_0_result
