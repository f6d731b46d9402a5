from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auth_method_fields_item_translations import (
        AuthMethodFieldsItemTranslations,
    )


T = TypeVar("T", bound="AuthMethodFieldsItem")


@_attrs_define
class AuthMethodFieldsItem:
    """
    Attributes:
        name (str): Key in `credentials`.
        label (str): Label shown in the modal.
        secret (bool): Masked in the modal and encrypted at rest.
        required (bool): Must be filled in.
        help_ (str | Unset): Plain-words help shown under the field (where to find the value).
        help_url (str | Unset): The tool's page explaining where to find the value.
        placeholder (str | Unset): Example shown in the empty field.
        pattern (str | Unset): Regular expression the value must match (checked by the modal and again by the gateway).
        translations (AuthMethodFieldsItemTranslations | Unset): The label, help and placeholder in other languages, by
            language tag (`fr`), from the manifest.
    """

    name: str
    label: str
    secret: bool
    required: bool
    help_: str | Unset = UNSET
    help_url: str | Unset = UNSET
    placeholder: str | Unset = UNSET
    pattern: str | Unset = UNSET
    translations: AuthMethodFieldsItemTranslations | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        label = self.label

        secret = self.secret

        required = self.required

        help_ = self.help_

        help_url = self.help_url

        placeholder = self.placeholder

        pattern = self.pattern

        translations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.translations, Unset):
            translations = self.translations.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "label": label,
                "secret": secret,
                "required": required,
            }
        )
        if help_ is not UNSET:
            field_dict["help"] = help_
        if help_url is not UNSET:
            field_dict["helpUrl"] = help_url
        if placeholder is not UNSET:
            field_dict["placeholder"] = placeholder
        if pattern is not UNSET:
            field_dict["pattern"] = pattern
        if translations is not UNSET:
            field_dict["translations"] = translations

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_method_fields_item_translations import (
            AuthMethodFieldsItemTranslations,
        )

        d = dict(src_dict)
        name = d.pop("name")

        label = d.pop("label")

        secret = d.pop("secret")

        required = d.pop("required")

        help_ = d.pop("help", UNSET)

        help_url = d.pop("helpUrl", UNSET)

        placeholder = d.pop("placeholder", UNSET)

        pattern = d.pop("pattern", UNSET)

        _translations = d.pop("translations", UNSET)
        translations: AuthMethodFieldsItemTranslations | Unset
        if isinstance(_translations, Unset):
            translations = UNSET
        else:
            translations = AuthMethodFieldsItemTranslations.from_dict(_translations)

        auth_method_fields_item = cls(
            name=name,
            label=label,
            secret=secret,
            required=required,
            help_=help_,
            help_url=help_url,
            placeholder=placeholder,
            pattern=pattern,
            translations=translations,
        )

        return auth_method_fields_item
