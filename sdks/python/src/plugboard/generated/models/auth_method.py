from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.auth_method_type import AuthMethodType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auth_method_fields_item import AuthMethodFieldsItem
    from ..models.auth_method_translations import AuthMethodTranslations


T = TypeVar("T", bound="AuthMethod")


@_attrs_define
class AuthMethod:
    """One way an end user can authenticate to the tool.

    Attributes:
        id (str): Identifier of the method within the integration (e.g. `oauth2`, `api_key`).
        type_ (AuthMethodType): Kind of credentials.
        fields (list[AuthMethodFieldsItem]): Credential fields the user fills in (empty for the OAuth 2.0 authorization
            code flow).
        label (str | Unset): The method's name for the end user (e.g. "Private app access token"), from the manifest.
        access (list[str] | Unset): What this method lets the customer's application do, in plain words, from the
            manifest.
        translations (AuthMethodTranslations | Unset): The label and access lines in other languages, by language tag
            (`fr`), from the manifest; the connect modal shows them when it runs in that language. Absent when the manifest
            gives none.
    """

    id: str
    type_: AuthMethodType
    fields: list[AuthMethodFieldsItem]
    label: str | Unset = UNSET
    access: list[str] | Unset = UNSET
    translations: AuthMethodTranslations | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        label = self.label

        access: list[str] | Unset = UNSET
        if not isinstance(self.access, Unset):
            access = self.access

        translations: dict[str, Any] | Unset = UNSET
        if not isinstance(self.translations, Unset):
            translations = self.translations.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "type": type_,
                "fields": fields,
            }
        )
        if label is not UNSET:
            field_dict["label"] = label
        if access is not UNSET:
            field_dict["access"] = access
        if translations is not UNSET:
            field_dict["translations"] = translations

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_method_fields_item import AuthMethodFieldsItem
        from ..models.auth_method_translations import AuthMethodTranslations

        d = dict(src_dict)
        id = d.pop("id")

        type_ = AuthMethodType(d.pop("type"))

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = AuthMethodFieldsItem.from_dict(fields_item_data)

            fields.append(fields_item)

        label = d.pop("label", UNSET)

        access = cast(list[str], d.pop("access", UNSET))

        _translations = d.pop("translations", UNSET)
        translations: AuthMethodTranslations | Unset
        if isinstance(_translations, Unset):
            translations = UNSET
        else:
            translations = AuthMethodTranslations.from_dict(_translations)

        auth_method = cls(
            id=id,
            type_=type_,
            fields=fields,
            label=label,
            access=access,
            translations=translations,
        )

        return auth_method
