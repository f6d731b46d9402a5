from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields


T = TypeVar("T", bound="CrmNotesCreateBodyNote")


@_attrs_define
class CrmNotesCreateBodyNote:
    """Fields of the note to set (those at least one integration can write); a field the connected tool cannot write is
    refused with 400 naming it.

        Attributes:
            content (None | str | Unset): Text of the note (HTML when the CRM stores HTML), or null.
            contact_id (None | str | Unset): Plugboard's id of the contact it is attached to, or null.
            account_id (None | str | Unset): Plugboard's id of the account it is attached to, or null.
            deal_id (None | str | Unset): Plugboard's id of the deal it is attached to, or null.
            owner_id (None | str | Unset): Plugboard's id of the CRM user who wrote it, or null.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
    """

    content: None | str | Unset = UNSET
    contact_id: None | str | Unset = UNSET
    account_id: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    owner_id: None | str | Unset = UNSET
    additional: AdditionalFields | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content: None | str | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        else:
            content = self.content

        contact_id: None | str | Unset
        if isinstance(self.contact_id, Unset):
            contact_id = UNSET
        else:
            contact_id = self.contact_id

        account_id: None | str | Unset
        if isinstance(self.account_id, Unset):
            account_id = UNSET
        else:
            account_id = self.account_id

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        owner_id: None | str | Unset
        if isinstance(self.owner_id, Unset):
            owner_id = UNSET
        else:
            owner_id = self.owner_id

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if contact_id is not UNSET:
            field_dict["contactId"] = contact_id
        if account_id is not UNSET:
            field_dict["accountId"] = account_id
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if owner_id is not UNSET:
            field_dict["ownerId"] = owner_id
        if additional is not UNSET:
            field_dict["additional"] = additional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields

        d = dict(src_dict)

        def _parse_content(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        def _parse_contact_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact_id = _parse_contact_id(d.pop("contactId", UNSET))

        def _parse_account_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account_id = _parse_account_id(d.pop("accountId", UNSET))

        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))

        def _parse_owner_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_id = _parse_owner_id(d.pop("ownerId", UNSET))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        crm_notes_create_body_note = cls(
            content=content,
            contact_id=contact_id,
            account_id=account_id,
            deal_id=deal_id,
            owner_id=owner_id,
            additional=additional,
        )

        return crm_notes_create_body_note
