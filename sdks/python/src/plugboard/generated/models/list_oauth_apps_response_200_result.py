from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.oauth_app import OauthApp


T = TypeVar("T", bound="ListOauthAppsResponse200Result")


@_attrs_define
class ListOauthAppsResponse200Result:
    """
    Attributes:
        oauth_apps (list[OauthApp]):
    """

    oauth_apps: list[OauthApp]

    def to_dict(self) -> dict[str, Any]:
        oauth_apps = []
        for oauth_apps_item_data in self.oauth_apps:
            oauth_apps_item = oauth_apps_item_data.to_dict()
            oauth_apps.append(oauth_apps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oauthApps": oauth_apps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.oauth_app import OauthApp

        d = dict(src_dict)
        oauth_apps = []
        _oauth_apps = d.pop("oauthApps")
        for oauth_apps_item_data in _oauth_apps:
            oauth_apps_item = OauthApp.from_dict(oauth_apps_item_data)

            oauth_apps.append(oauth_apps_item)

        list_oauth_apps_response_200_result = cls(
            oauth_apps=oauth_apps,
        )

        return list_oauth_apps_response_200_result
