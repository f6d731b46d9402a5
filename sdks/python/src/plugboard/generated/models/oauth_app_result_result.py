from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.oauth_app import OauthApp


T = TypeVar("T", bound="OauthAppResultResult")


@_attrs_define
class OauthAppResultResult:
    """
    Attributes:
        oauth_app (OauthApp): A customer's own OAuth app (its secret is never returned).
    """

    oauth_app: OauthApp

    def to_dict(self) -> dict[str, Any]:
        oauth_app = self.oauth_app.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oauthApp": oauth_app,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.oauth_app import OauthApp

        d = dict(src_dict)
        oauth_app = OauthApp.from_dict(d.pop("oauthApp"))

        oauth_app_result_result = cls(
            oauth_app=oauth_app,
        )

        return oauth_app_result_result
