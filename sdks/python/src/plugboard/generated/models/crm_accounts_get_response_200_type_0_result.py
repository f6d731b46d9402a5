from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.crm_account import CrmAccount


T = TypeVar("T", bound="CrmAccountsGetResponse200Type0Result")


@_attrs_define
class CrmAccountsGetResponse200Type0Result:
    """
    Attributes:
        account (CrmAccount): A company (organization) in a CRM.
    """

    account: CrmAccount

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
        from ..models.crm_account import CrmAccount

        d = dict(src_dict)
        account = CrmAccount.from_dict(d.pop("account"))

        crm_accounts_get_response_200_type_0_result = cls(
            account=account,
        )

        return crm_accounts_get_response_200_type_0_result
