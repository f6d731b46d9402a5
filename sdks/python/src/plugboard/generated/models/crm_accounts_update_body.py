from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_accounts_update_body_account import CrmAccountsUpdateBodyAccount


T = TypeVar("T", bound="CrmAccountsUpdateBody")


@_attrs_define
class CrmAccountsUpdateBody:
    """
    Attributes:
        id (str): The account's id.
        account (CrmAccountsUpdateBodyAccount): Fields of the account to set (those at least one integration can write);
            a field the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    account: CrmAccountsUpdateBodyAccount

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        account = self.account.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "account": account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.crm_accounts_update_body_account import (
            CrmAccountsUpdateBodyAccount,
        )

        d = dict(src_dict)
        id = d.pop("id")

        account = CrmAccountsUpdateBodyAccount.from_dict(d.pop("account"))

        crm_accounts_update_body = cls(
            id=id,
            account=account,
        )

        return crm_accounts_update_body
