import type { PendingPrize } from '@cj/shared/prizes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPrizes } from './prize-keys';
import { updatePrize } from './update-prize';

/** Marks a pending prize paid: PUT /contest/{contestID}/prizes/{prizeID} with the prize as it is and paid set. */
function payPrize(prize: PendingPrize) {
  const { contestID, prizeID, label, placement, type, value } = prize;
  return updatePrize(contestID, {
    prizeID,
    label,
    placement,
    type: type as 1 | 2 | 3,
    value,
    paid: true,
  });
}

export function usePayPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPrize,
    onSuccess: (_paid, prize) => refreshPrizes(queryClient, prize.contestSlug),
  });
}
