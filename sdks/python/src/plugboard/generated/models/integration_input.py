from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.integration_input_translations import IntegrationInputTranslations


T = TypeVar("T", bound="IntegrationInput")


@_attrs_define
class IntegrationInput:
    """A value the user gives when connecting (e.g. a subdomain or region), used to build the tool's address.

    Attributes:
        name (str): Key in `inputs`.
        label (str): Label shown in the modal.
        type_ (str): Kind of value (e.g. `string`, `url`, `enum`).
        required (bool): Must be filled in.
        pattern (str | Unset): Regular expression the value must match (checked by the modal and again by the gateway).
        help_ (str | Unset): Plain-words help shown under the field.
        help_url (str | Unset): The tool's page explaining where to find the value.
        placeholder (str | Unset): Example shown in the empty field.
        translations (IntegrationInputTranslations | Unset): The label, help and placeholder in other languages, by
            language tag (`fr`), from the manifest.
    """

    name: str
    label: str
    type_: str
    required: bool
    pattern: str | Unset = UNSET
    help_: str | Unset = UNSET
    help_url: str | Unset = UNSET
    placeholder: str | Unset = UNSET
    translations: IntegrationInputTranslations | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        label = self.label

        type_ = self.type_

        required = self.required

        pattern = self.pattern

        help_ = self.help_

        help_url = self.help_url

        placeholder = self.placeholder

        translations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.translations, Unset):
            translations = self.translations.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "label": label,
                "type": type_,
                "required": required,
            }
        )
        if pattern is not UNSET:
            field_dict["pattern"] = pattern
        if help_ is not UNSET:
            field_dict["help"] = help_
        if help_url is not UNSET:
            field_dict["helpUrl"] = help_url
        if placeholder is not UNSET:
            field_dict["placeholder"] = placeholder
        if translations is not UNSET:
            field_dict["translations"] = translations

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.integration_input_translations import IntegrationInputTranslations

        d = dict(src_dict)
        name = d.pop("name")

        label = d.pop("label")

        type_ = d.pop("type")

        required = d.pop("required")

        pattern = d.pop("pattern", UNSET)

        help_ = d.pop("help", UNSET)

        help_url = d.pop("helpUrl", UNSET)

        placeholder = d.pop("placeholder", UNSET)

        _translations = d.pop("translations", UNSET)
        translations: IntegrationInputTranslations | Unset
        if isinstance(_translations, Unset):
            translations = UNSET
        else:
            translations = IntegrationInputTranslations.from_dict(_translations)

        integration_input = cls(
            name=name,
            label=label,
            type_=type_,
            required=required,
            pattern=pattern,
            help_=help_,
            help_url=help_url,
            placeholder=placeholder,
            translations=translations,
        )

        return integration_input
