from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_session_token_body_modal_theme import (
    CreateSessionTokenBodyModalTheme,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSessionTokenBodyModal")


@_attrs_define
class CreateSessionTokenBodyModal:
    """How the connect modal looks for this end user.

    Attributes:
        theme (CreateSessionTokenBodyModalTheme | Unset): `auto` (default) follows the browser.
        locale (str | Unset): Language of the modal (`en`, `fr`); default from the browser's languages.
    """

    theme: CreateSessionTokenBodyModalTheme | Unset = UNSET
    locale: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        theme: str | Unset = UNSET
        if not isinstance(self.theme, Unset):
            theme = self.theme.value

        locale = self.locale

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if theme is not UNSET:
            field_dict["theme"] = theme
        if locale is not UNSET:
            field_dict["locale"] = locale

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _theme = d.pop("theme", UNSET)
        theme: CreateSessionTokenBodyModalTheme | Unset
        if isinstance(_theme, Unset):
            theme = UNSET
        else:
            theme = CreateSessionTokenBodyModalTheme(_theme)

        locale = d.pop("locale", UNSET)

        create_session_token_body_modal = cls(
            theme=theme,
            locale=locale,
        )

        return create_session_token_body_modal
