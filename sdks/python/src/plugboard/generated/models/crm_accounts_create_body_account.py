from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields


T = TypeVar("T", bound="CrmAccountsCreateBodyAccount")


@_attrs_define
class CrmAccountsCreateBodyAccount:
    """Fields of the account to set (those at least one integration can write); a field the connected tool cannot write is
    refused with 400 naming it.

        Attributes:
            name (None | str | Unset): Company name, or null.
            website (None | str | Unset): Website address, or null.
            industry (None | str | Unset): Industry, or null.
            number_of_employees (int | None | Unset): Headcount, or null.
            owner_id (None | str | Unset): Plugboard's id of the CRM user who owns the account, or null.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
    """

    name: None | str | Unset = UNSET
    website: None | str | Unset = UNSET
    industry: None | str | Unset = UNSET
    number_of_employees: int | None | Unset = UNSET
    owner_id: None | str | Unset = UNSET
    additional: AdditionalFields | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        website: None | str | Unset
        if isinstance(self.website, Unset):
            website = UNSET
        else:
            website = self.website

        industry: None | str | Unset
        if isinstance(self.industry, Unset):
            industry = UNSET
        else:
            industry = self.industry

        number_of_employees: int | None | Unset
        if isinstance(self.number_of_employees, Unset):
            number_of_employees = UNSET
        else:
            number_of_employees = self.number_of_employees

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
        if website is not UNSET:
            field_dict["website"] = website
        if industry is not UNSET:
            field_dict["industry"] = industry
        if number_of_employees is not UNSET:
            field_dict["numberOfEmployees"] = number_of_employees
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

        def _parse_website(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        website = _parse_website(d.pop("website", UNSET))

        def _parse_industry(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        industry = _parse_industry(d.pop("industry", UNSET))

        def _parse_number_of_employees(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number_of_employees = _parse_number_of_employees(
            d.pop("numberOfEmployees", UNSET)
        )

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

        crm_accounts_create_body_account = cls(
            name=name,
            website=website,
            industry=industry,
            number_of_employees=number_of_employees,
            owner_id=owner_id,
            additional=additional,
        )

        return crm_accounts_create_body_account
