from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields


T = TypeVar("T", bound="EngagementAccountsUpdateBodyAccount")


@_attrs_define
class EngagementAccountsUpdateBodyAccount:
    """Fields of the account to set (those at least one integration can write); a field the connected tool cannot write is
    refused with 400 naming it.

        Attributes:
            name (None | str | Unset): Company name, or null.
            domain (None | str | Unset): Company web domain, or null.
            owner_id (None | str | Unset): Plugboard's id of the user who owns the account, or null.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
    """

    name: None | str | Unset = UNSET
    domain: None | str | Unset = UNSET
    owner_id: None | str | Unset = UNSET
    additional: AdditionalFields | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        domain: None | str | Unset
        if isinstance(self.domain, Unset):
            domain = UNSET
        else:
            domain = self.domain

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
        if name is not UNSET:
            field_dict["name"] = name
        if domain is not UNSET:
            field_dict["domain"] = domain
        if owner_id is not UNSET:
            field_dict["ownerId"] = owner_id
        if additional is not UNSET:
            field_dict["additional"] = additional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_domain(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        domain = _parse_domain(d.pop("domain", UNSET))

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

        engagement_accounts_update_body_account = cls(
            name=name,
            domain=domain,
            owner_id=owner_id,
            additional=additional,
        )

        return engagement_accounts_update_body_account
