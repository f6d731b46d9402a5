from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AuthMethodTranslationsAdditionalProperty")


@_attrs_define
class AuthMethodTranslationsAdditionalProperty:
    """
    Attributes:
        label (str | Unset):
        access (list[str] | Unset):
    """

    label: str | Unset = UNSET
    access: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        access: list[str] | Unset = UNSET
        if not isinstance(self.access, Unset):
            access = self.access

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if label is not UNSET:
            field_dict["label"] = label
        if access is not UNSET:
            field_dict["access"] = access

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label", UNSET)

        access = cast(list[str], d.pop("access", UNSET))

        auth_method_translations_additional_property = cls(
            label=label,
            access=access,
        )

        return auth_method_translations_additional_property
