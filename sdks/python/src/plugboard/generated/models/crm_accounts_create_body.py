from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_accounts_create_body_account import CrmAccountsCreateBodyAccount


T = TypeVar("T", bound="CrmAccountsCreateBody")


@_attrs_define
class CrmAccountsCreateBody:
    """
    Attributes:
        account (CrmAccountsCreateBodyAccount): Fields of the account to set (those at least one integration can write);
            a field the connected tool cannot write is refused with 400 naming it.
    """

    account: CrmAccountsCreateBodyAccount

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account": account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_accounts_create_body_account import (
            CrmAccountsCreateBodyAccount,
        )

        d = dict(src_dict)
        account = CrmAccountsCreateBodyAccount.from_dict(d.pop("account"))

        crm_accounts_create_body = cls(
            account=account,
        )

        return crm_accounts_create_body
