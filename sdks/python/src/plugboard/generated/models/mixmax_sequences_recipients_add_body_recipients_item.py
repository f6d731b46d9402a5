from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mixmax_sequences_recipients_add_body_recipients_item_variables import (
        MixmaxSequencesRecipientsAddBodyRecipientsItemVariables,
    )


T = TypeVar("T", bound="MixmaxSequencesRecipientsAddBodyRecipientsItem")


@_attrs_define
class MixmaxSequencesRecipientsAddBodyRecipientsItem:
    """
    Attributes:
        email (str):
        variables (MixmaxSequencesRecipientsAddBodyRecipientsItemVariables | Unset):
    """

    email: str
    variables: MixmaxSequencesRecipientsAddBodyRecipientsItemVariables | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
            }
        )
        if variables is not UNSET:
            field_dict["variables"] = variables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mixmax_sequences_recipients_add_body_recipients_item_variables import (
            MixmaxSequencesRecipientsAddBodyRecipientsItemVariables,
        )

        d = dict(src_dict)
        email = d.pop("email")

        _variables = d.pop("variables", UNSET)
        variables: MixmaxSequencesRecipientsAddBodyRecipientsItemVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = (
                MixmaxSequencesRecipientsAddBodyRecipientsItemVariables.from_dict(
                    _variables
                )
            )

        mixmax_sequences_recipients_add_body_recipients_item = cls(
            email=email,
            variables=variables,
        )

        return mixmax_sequences_recipients_add_body_recipients_item
