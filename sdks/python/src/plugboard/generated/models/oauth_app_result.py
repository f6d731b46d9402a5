from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.oauth_app_result_result import OauthAppResultResult


T = TypeVar("T", bound="OauthAppResult")


@_attrs_define
class OauthAppResult:
    """One OAuth app in the `/api` envelope.

    Attributes:
        result (OauthAppResultResult):
    """

    result: OauthAppResultResult

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
        from ..models.oauth_app_result_result import OauthAppResultResult

        d = dict(src_dict)
        result = OauthAppResultResult.from_dict(d.pop("result"))

        oauth_app_result = cls(
            result=result,
        )

        return oauth_app_result
