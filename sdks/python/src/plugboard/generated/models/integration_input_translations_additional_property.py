from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IntegrationInputTranslationsAdditionalProperty")


@_attrs_define
class IntegrationInputTranslationsAdditionalProperty:
    """
    Attributes:
        label (str | Unset):
        help_ (str | Unset):
        placeholder (str | Unset):
    """

    label: str | Unset = UNSET
    help_: str | Unset = UNSET
    placeholder: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        help_ = self.help_

        placeholder = self.placeholder

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if label is not UNSET:
            field_dict["label"] = label
        if help_ is not UNSET:
            field_dict["help"] = help_
        if placeholder is not UNSET:
            field_dict["placeholder"] = placeholder

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label", UNSET)

        help_ = d.pop("help", UNSET)

        placeholder = d.pop("placeholder", UNSET)

        integration_input_translations_additional_property = cls(
            label=label,
            help_=help_,
            placeholder=placeholder,
        )

        return integration_input_translations_additional_property
