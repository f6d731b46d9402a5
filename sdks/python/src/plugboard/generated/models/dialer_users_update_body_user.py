from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields


T = TypeVar("T", bound="DialerUsersUpdateBodyUser")


@_attrs_define
class DialerUsersUpdateBodyUser:
    """Fields of the user to set (those at least one integration can write); a field the connected tool cannot write is
    refused with 400 naming it.

        Attributes:
            email (None | str | Unset): Email, or null.
            additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
                (only when asked for).
    """

    email: None | str | Unset = UNSET
    additional: AdditionalFields | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if email is not UNSET:
            field_dict["email"] = email
        if additional is not UNSET:
            field_dict["additional"] = additional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields

        d = dict(src_dict)

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        dialer_users_update_body_user = cls(
            email=email,
            additional=additional,
        )

        return dialer_users_update_body_user
