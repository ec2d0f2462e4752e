"""What backs each card-effect tag besides its handlers (engine/effects.py): the tests that show a
handled tag at work, the tags left out of the game and why (section IV, 4.01.1), and the tags
known to be missing.

A tag is implemented only when a registered handler acts on it and a test below names it; a tag
left out needs a rule and a reason; every other tag is missing, with the rule it needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.effects import EffectFamily

Key = tuple[EffectFamily, str]


@dataclass(frozen=True, slots=True)
class Note:
    """The rule a tag falls under and why it is left out or still missing."""

    rule: str
    reason: str


TESTS: dict[Key, tuple[str, ...]] = {
    ("statesman", "nullify_war_disaster_standoff"): (
        "tests/test_1_10_statesmen_abilities.py::test_scipio_africanus_ignores_the_punic_wars_numbers",
        "tests/test_1_10_statesmen_abilities.py::"
        "test_flamininus_and_aemilius_paullus_ignore_the_macedonian_wars_numbers",
        "tests/test_1_10_statesmen_abilities.py::test_a_master_of_horse_cannot_nullify",
    ),
    ("statesman", "halve_combat_losses"): (
        "tests/test_1_10_statesmen_abilities.py::test_fabius_halves_his_losses_rounded_up",
        "tests/test_1_10_statesmen_abilities.py::test_fabius_halves_a_disaster_too",
        "tests/test_1_10_statesmen_abilities.py::test_fabius_as_master_of_horse_halves_nothing",
    ),
    ("statesman", "free_tribune_per_turn"): (
        "tests/test_1_09_151_free_tribune.py::"
        "test_cato_in_rome_gives_his_faction_a_tribune_without_a_card",
        "tests/test_1_09_151_free_tribune.py::"
        "test_the_free_tribune_is_used_before_a_card_and_once_a_turn",
        "tests/test_1_09_151_free_tribune.py::"
        "test_1_07_312_cato_governing_a_province_still_gives_his_tribune",
    ),
    ("statesman", "knight_roll_bonus_in_rome"): (
        "tests/test_1_07_5_knights.py::test_marius_adds_one_in_rome",
    ),
    ("statesman", "two_veterans_per_victory"): (
        "tests/test_1_10_statesmen_abilities.py::"
        "test_julius_caesar_makes_two_veterans_after_a_victory",
    ),
    ("statesman", "double_base_and_concession_income"): (
        "tests/test_1_06_1_personal_revenue.py::"
        "test_crassus_doubles_base_and_concession_income_not_knights",
    ),
    ("statesman", "rolled_military"): (
        "tests/test_1_10_statesmen_abilities.py::"
        "test_pompey_rolls_his_military_rating_before_each_battle",
    ),
    ("statesman", "double_popularity_changes"): (
        "tests/test_1_07_6_games.py::test_pompey_gains_double_popularity",
    ),
    ("statesman", "never_grafts"): (
        "tests/test_4_03_3_graft.py::test_t12c_cicero_never_grafts_and_rolls_no_graft_die",
        "tests/test_4_03_3_graft.py::test_cato_never_grafts_whatever_the_die_guideline",
    ),
    ("statesman", "ds_losses_void_then_recalled"): (
        "tests/test_1_10_21_lucullus.py::"
        "test_lucullus_voids_a_disasters_losses_then_the_war_is_unprosecuted_and_he_is_recalled",
    ),
    ("statesman", "free_land_bill_veto_per_turn"): (
        "tests/test_1_09_62_laenas_land_bill_veto.py::"
        "test_1_07_312_laenas_vetoes_a_land_bill_pick_without_a_tribune_card",
        "tests/test_1_09_62_laenas_land_bill_veto.py::test_laenas_gives_no_veto_of_other_picks",
    ),
    ("statesman", "claim_land_commissioner"): (
        "tests/test_1_09_61_flaccus_land_commissioner.py::"
        "test_flaccus_takes_the_land_commissioner_while_a_land_bill_is_in_effect",
        "tests/test_1_09_61_flaccus_land_commissioner.py::"
        "test_1_07_312_a_neutral_flaccus_takes_it_at_once_in_rome_or_away",
    ),
    ("statesman", "opposed_to"): (
        "tests/test_1_07_4_persuasion.py::"
        "test_opposed_statesman_in_his_own_faction_has_loyalty_zero_but_still_minus_seven",
    ),
    ("statesman", "allied_with"): (
        "tests/test_1_07_4_persuasion.py::"
        "test_gracchus_has_loyalty_zero_against_the_faction_holding_his_brother",
    ),
    ("law", "consecutive_consulships_allowed"): (
        "tests/test_4_05_1_senate_housekeeping.py::"
        "test_tradition_erodes_lets_last_turns_consul_serve_again",
    ),
    ("law", "no_automatic_consul_for_life"): (
        "tests/test_1_09_822_consul_for_life_appointment.py::"
        "test_the_military_reforms_law_ends_appointment",
    ),
    ("law", "fine_court"): (
        "tests/test_1_07_36_law_fine_court.py::"
        "test_the_censor_fines_a_corrupt_ex_governor_then_his_faction_then_his_standing",
        "tests/test_1_07_36_law_fine_court.py::"
        "test_under_the_acilian_law_the_faction_with_most_knights_fines",
    ),
    ("law", "commander_recruitment"): (
        "tests/test_1_07_36_law_gabinian.py::"
        "test_a_commander_raises_legions_for_his_force_at_ten_talents_whatever_the_shortage",
        "tests/test_1_07_36_law_gabinian.py::"
        "test_a_neutral_commander_is_delegated_and_raises_nothing_by_default",
    ),
    ("law", "commander_keeps_army"): (
        "tests/test_1_07_36_law_manilian.py::"
        "test_the_victor_takes_his_army_onto_an_inactive_war_which_becomes_active",
        "tests/test_1_07_36_law_manilian.py::"
        "test_a_neutral_victor_is_delegated_and_lays_down_by_default",
    ),
    ("law", "governor_by_legate"): (
        "tests/test_1_13_1_law_vatinian.py::"
        "test_a_consul_is_eligible_and_must_govern_by_legate_staying_in_rome",
        "tests/test_1_13_1_law_vatinian.py::"
        "test_a_senator_in_rome_chooses_and_his_legates_term_ends_without_moving_him",
        "tests/test_1_13_1_law_vatinian.py::"
        "test_a_neutrals_governor_is_delegated_and_governs_by_legate",
    ),
    ("law", "citizenship"): (
        "tests/test_1_07_36_law_citizenship.py::"
        "test_julian_law_ends_shortages_lowers_unrest_and_costs_each_senator_1d6_influence",
        "tests/test_1_07_36_law_citizenship.py::"
        "test_plautian_papirian_halves_the_social_war_and_costs_one_popularity",
    ),
    ("law", "servilian_choice"): (
        "tests/test_1_07_36_law_servilian.py::"
        "test_without_the_acilian_law_the_servilian_gives_plus_one_on_knight_rolls",
        "tests/test_1_07_36_law_servilian.py::test_the_player_may_repeal_the_acilian_law_instead",
        "tests/test_1_07_36_law_servilian.py::"
        "test_a_neutrals_option_is_delegated_and_defaults_to_the_knight_bonus",
    ),
    ("event", "battle_desertion"): (
        "tests/test_1_07_21_event_lasting_effects.py::"
        "test_desertions_raise_or_lower_war_strength_by_black_then_white_dice",
    ),
    ("event", "allied_enthusiasm"): (
        "tests/test_1_07_21_event_revenue_effects.py::"
        "test_allied_enthusiasm_pays_the_state_in_the_revenue_phase",
        "tests/test_1_07_21_event_lasting_effects.py::"
        "test_allied_enthusiasm_gives_fifty_then_seventy_five_in_all",
    ),
    ("event", "drought"): (
        "tests/test_1_07_21_event_lasting_effects.py::test_each_drought_result_adds_a_drought_effect",
        "tests/test_1_08_population.py::test_rulebook_drought_example_adds_four",
    ),
    ("event", "enemy_leader_dies"): (
        "tests/test_1_07_21_event_enemy_leader_dies.py::test_the_only_leader_in_play_is_discarded",
        "tests/test_1_07_21_event_enemy_leader_dies.py::"
        "test_enemy_sues_for_peace_ends_the_leaders_largest_matching_war",
    ),
    ("event", "epidemic"): (
        "tests/test_1_07_21_event_epidemic.py::"
        "test_epidemic_draws_six_chits_against_senators_in_rome",
        "tests/test_1_07_21_event_epidemic.py::"
        "test_foreign_epidemic_kills_only_the_first_senator_away_from_rome",
    ),
    ("event", "evil_omens"): (
        "tests/test_1_07_21_event_evil_omens.py::"
        "test_evil_omens_cost_twenty_talents_and_lower_rolls_by_one",
        "tests/test_1_07_21_event_evil_omens.py::test_the_exempt_rolls_are_not_modified",
    ),
    ("event", "manpower_shortage"): (
        "tests/test_1_07_21_event_lasting_effects.py::"
        "test_each_manpower_shortage_adds_ten_talents_per_unit",
        "tests/test_1_09_63_units.py::test_each_manpower_shortage_adds_10_talents",
    ),
    ("event", "mob_violence"): (
        "tests/test_1_07_21_event_mob_violence.py::"
        "test_mob_violence_kills_senators_in_rome_below_the_unrest_level",
        "tests/test_1_07_21_event_mob_violence.py::"
        "test_more_mob_violence_adds_a_die_of_chits_and_reaches_the_unrest_level",
    ),
    ("event", "natural_disaster"): (
        "tests/test_1_07_21_event_natural_disaster.py::"
        "test_relief_is_paid_and_a_held_concession_goes_to_the_curia",
        "tests/test_1_07_21_event_natural_disaster.py::"
        "test_widespread_disaster_destroys_another_without_a_second_payment",
    ),
    ("event", "new_alliance"): (
        "tests/test_1_07_21_event_new_alliance.py::"
        "test_new_alliance_half_spoils_and_the_top_of_the_deck",
        "tests/test_1_07_21_event_new_alliance.py::"
        "test_another_new_alliance_all_spoils_discarded_provinces_created",
    ),
    ("event", "refuge"): (
        "tests/test_1_07_21_event_refuge.py::"
        "test_refuge_shelters_the_leader_until_the_next_war_is_drawn",
        "tests/test_1_07_21_event_refuge.py::"
        "test_rise_from_refuge_joins_and_activates_every_war_in_play",
    ),
    ("event", "rhodian_alliance"): (
        "tests/test_1_07_21_event_rhodian_alliance.py::test_rome_receives_eight_free_fleets",
        "tests/test_1_07_21_event_rhodian_alliance.py::"
        "test_rule_1_13_2_increased_involvement_adds_four_more",
    ),
    ("event", "storm_at_sea"): (
        "tests/test_1_07_21_event_storm_at_sea.py::test_fleets_in_one_place_sink_without_a_choice",
        "tests/test_1_07_21_event_storm_at_sea.py::test_another_storm_at_sea_sinks_again",
    ),
    ("event", "trial_of_verres"): (
        "tests/test_1_07_21_event_revenue_effects.py::"
        "test_trial_of_verres_raises_each_governed_provinces_state_income",
        "tests/test_1_07_21_event_revenue_effects.py::test_trial_of_verres_lowers_provincial_spoils",
    ),
    ("event", "barbarian_raids"): (
        "tests/test_1_07_21_event_barbarian_raids.py::"
        "test_a_weak_frontier_province_is_overrun_its_governor_and_garrison_suffer",
        "tests/test_1_07_21_event_barbarian_raids.py::"
        "test_the_severe_side_needs_more_than_17_and_a_province_that_holds_is_untouched",
    ),
    ("event", "internal_disorder"): (
        "tests/test_1_07_21_event_province_revolts.py::"
        "test_disorder_leaves_an_undeveloped_province_barren_and_a_low_roll_makes_it_a_war",
        "tests/test_1_07_21_event_province_revolts.py::"
        "test_a_high_roll_holds_but_the_province_still_yields_and_develops_nothing",
    ),
    ("event", "pretender"): (
        "tests/test_1_07_21_event_province_revolts.py::"
        "test_pretender_victorious_makes_the_province_revolt_when_a_war_is_drawn_active",
        "tests/test_1_07_21_event_province_revolts.py::"
        "test_pretender_emerges_is_fought_by_the_governor_and_crushed_by_a_victory",
        "tests/test_1_07_21_event_province_revolts.py::test_a_new_alliance_crushes_a_province_revolt",
    ),
    ("event", "bequest"): (
        "tests/test_1_07_3_cards_drawn.py::"
        "test_bequests_lie_in_the_forum_unless_their_province_exists",
        "tests/test_4_05_35_bequests.py::test_t52_field_consul_collects_with_3_legions_and_3_fleets",
    ),
    ("event", "conspiracy"): (
        "tests/test_1_07_3_cards_drawn.py::"
        "test_catiline_conspiracy_kills_named_faction_senators_and_costs_the_hrao",
    ),
    ("event", "era_ends"): (
        "tests/test_1_07_3_cards_drawn.py::test_era_ends_is_revealed",
        "tests/test_1_12_2_era_ends.py::test_the_phase_finishes_then_the_game_ends",
    ),
    ("intrigue", "tribune"): (
        "tests/test_4_05_419_tribunes.py::test_t43_next_neutral_vetoes_the_item_it_wants_most",
        "tests/test_4_05_419_tribunes.py::test_player_may_veto_any_pick",
    ),
    ("intrigue", "assassin"): (
        "tests/test_4_07_3_assassins.py::test_the_high_roller_attempts_with_all_his_assassin_cards",
    ),
    ("intrigue", "bodyguard"): (
        "tests/test_4_07_4_bodyguards.py::"
        "test_a_neutral_plays_all_its_secret_bodyguards_and_catches_the_assassin",
        "tests/test_4_07_4_bodyguards.py::test_the_open_bodyguard_lowers_the_roll_and_catches",
        "tests/test_4_07_4_bodyguards.py::test_upkeep_costs_a_talent_and_popularity_or_the_card",
    ),
    ("intrigue", "steal_card"): (
        "tests/test_4_07_5_influence_peddling.py::"
        "test_t49_the_plutocrats_take_a_random_card_from_the_player",
    ),
    ("intrigue", "unopposed_persuasion"): (
        "tests/test_4_07_7_seduction_blackmail.py::"
        "test_a_player_may_play_seduction_and_nobody_counter_bribes",
        "tests/test_4_07_7_seduction_blackmail.py::"
        "test_a_failed_blackmail_costs_the_target_one_2d6_roll_of_influence_and_popularity",
    ),
    ("intrigue", "cancel_tribune"): (
        "tests/test_4_07_6_graft_murder.py::test_t43_graft_voids_the_veto_and_the_mob_strikes_back",
        "tests/test_4_07_6_graft_murder.py::test_murder_on_an_even_roll_voids_the_tribune",
    ),
    ("intrigue", "mob_incited"): (
        "tests/test_4_07_6_graft_murder.py::test_t43_graft_voids_the_veto_and_the_mob_strikes_back",
        "tests/test_4_07_6_graft_murder.py::"
        "test_a_player_may_incite_the_mob_even_when_the_answer_failed",
    ),
    ("intrigue", "proscription"): (
        "tests/test_1_07_35_proscription.py::"
        "test_the_hrao_proscribes_every_knight_and_is_barred_from_knights",
        "tests/test_1_07_35_proscription.py::"
        "test_a_player_may_hold_it_and_a_declined_proscription_does_nothing",
    ),
    ("concession", "per_turn"): (
        "tests/test_1_06_1_personal_revenue.py::"
        "test_concession_income_is_compulsory_and_reveals_the_corrupt_bar",
    ),
    ("concession", "per_legion_raised"): (
        "tests/test_1_09_63_units.py::test_armaments_pays_2_talents_per_legion_and_reveals_its_bar",
    ),
    ("concession", "per_fleet_raised"): (
        "tests/test_1_09_63_units.py::"
        "test_ship_building_pays_3_talents_per_fleet_and_nothing_for_legions",
    ),
    ("concession", "drought_bonus"): (
        "tests/test_1_06_1_personal_revenue.py::"
        "test_concessions_example_two_drought_effects_triple_aegyptian_grain",
        "tests/test_1_06_1_personal_revenue.py::"
        "test_declining_the_drought_bonus_keeps_income_and_popularity",
    ),
    ("concession", "natural_disaster_rolls"): (
        "tests/test_1_07_21_event_natural_disaster.py::"
        "test_relief_is_paid_and_a_held_concession_goes_to_the_curia",
    ),
    ("concession", "tax_farmer_roll"): (
        "tests/test_1_07_8_rome_in_order.py::"
        "test_active_2nd_punic_war_destroys_the_tax_farmer_rolled_evil_omens_aside",
    ),
    ("concession", "destroyed_by_wars"): (
        "tests/test_1_07_33_wars_placement.py::"
        "test_grain_concession_destroyed_when_its_war_enters_play_inactive",
    ),
    ("concession", "requires_land_bill"): (
        "tests/test_4_05_414_concession.py::test_land_commissioner_only_with_a_land_bill_in_effect",
        "tests/test_4_05_1_senate_housekeeping.py::test_land_commissioner_returns_without_a_land_bill",
    ),
    ("war", "tax_farmer_roll"): (
        "tests/test_1_07_8_rome_in_order.py::"
        "test_active_2nd_punic_war_destroys_the_tax_farmer_rolled_evil_omens_aside",
        "tests/test_1_07_8_rome_in_order.py::test_inactive_or_first_punic_war_makes_no_tax_farmer_roll",
    ),
    ("war", "activates_inactive_matching_wars"): (
        "tests/test_1_07_33_wars_placement.py::"
        "test_social_war_activates_inactive_matching_wars_earliest_of_a_series",
    ),
    ("war", "inactive_until_attacked"): (
        "tests/test_1_07_21_event_refuge.py::test_rise_from_refuge_does_not_activate_an_invasion",
    ),
    ("war", "always_revolt"): (
        "tests/test_1_07_21_event_new_alliance.py::"
        "test_another_new_alliance_cannot_pick_a_war_printed_as_a_revolt",
    ),
    ("war", "drought"): (
        "tests/test_1_08_population.py::"
        "test_1_07_334_an_inactive_or_imminent_drought_war_adds_no_unrest",
        "tests/test_1_08_population.py::"
        "test_war_drought_in_play_counts_a_drought_war_even_while_inactive",
    ),
    ("war", "destroys_concessions"): (
        "tests/test_1_07_33_wars_placement.py::"
        "test_grain_concession_destroyed_when_its_war_enters_play_inactive",
    ),
    ("war", "revolt_if_province"): (
        "tests/test_1_07_33_wars_placement.py::test_a_war_drawn_while_its_province_exists_is_a_revolt",
        "tests/test_1_10_victory_effects.py::test_a_revolt_yields_no_spoils",
    ),
    ("war", "needs_provinces"): (
        "tests/test_1_07_33_wars_placement.py::"
        "test_conditional_war_is_active_only_when_its_provinces_exist",
        "tests/test_1_07_33_wars_placement.py::"
        "test_1_07_331_a_conditional_war_turns_active_once_its_province_exists",
    ),
    ("war", "creates_provinces_on_victory"): (
        "tests/test_1_10_victory_effects.py::test_a_victory_creates_the_wars_provinces",
    ),
    ("war", "creates_provinces_on_series_victory"): (
        "tests/test_1_10_victory_effects.py::"
        "test_a_series_province_waits_for_the_last_war_of_the_series",
    ),
    ("war", "creates_provinces_on_attack"): (
        "tests/test_1_10_victory_effects.py::"
        "test_germanic_migrations_create_their_province_when_attacked_whatever_the_result",
    ),
    ("leader", "stacks_with_series_leader"): (
        "tests/test_1_07_33_wars_placement.py::"
        "test_two_punic_leaders_share_a_war_and_add_after_matching",
    ),
    ("leader", "needs_war_provinces"): (
        "tests/test_1_07_33_wars_placement.py::"
        "test_viriathus_waits_in_the_curia_until_the_provinces_exist",
        "tests/test_1_05_1_imminent_wars.py::test_viriathus_joins_once_his_wars_provinces_exist",
    ),
    ("leader", "cleopatra_roman_option"): (
        "tests/test_1_07_3_cleopatra.py::"
        "test_for_rome_the_commander_gains_talents_military_and_loses_popularity",
    ),
    ("leader", "cleopatra_enemy_option"): (
        "tests/test_1_07_3_cleopatra.py::"
        "test_against_rome_she_is_a_leader_with_her_numbers_until_the_war_leaves",
    ),
    ("leader", "tax_farmer_roll_with"): (
        "tests/test_1_07_8_rome_in_order.py::test_hannibal_and_spartacus_roll_as_well_as_their_wars",
    ),
}
"""Tests that show a handled tag at work, as pytest node ids."""

NO_PROSECUTIONS = "section IV holds no Prosecutions (4.05.1)"

NOT_APPLICABLE: dict[Key, Note] = {
    ("statesman", "law_vote_bonus_6"): Note(
        "2.06",
        "Passing Laws is an Advanced Rule left out by 4.01.1: Laws take effect when played, "
        "with no vote to add to",
    ),
    ("statesman", "law_knight_votes_double"): Note(
        "2.06",
        "Passing Laws is an Advanced Rule left out by 4.01.1: Laws take effect when played, "
        "with no vote to add to",
    ),
    ("statesman", "trial_advocate_plus2_prosecutor_minus2"): Note(
        "2.05.1", f"Advocates is an Advanced Rule left out by 4.01.1, and {NO_PROSECUTIONS}"
    ),
    ("statesman", "popular_appeal_3d6"): Note(
        "1.09.421", f"a Popular Appeal is made only by an accused Senator; {NO_PROSECUTIONS}"
    ),
    ("statesman", "free_land_bill_proposal_per_turn"): Note(
        "1.09.62",
        "section IV has no proposals: a Land Bill is sponsored as a Spoils pick by any Senator "
        "in Rome, needing neither the Presiding Magistrate nor a Tribune (4.05.1, 4.05.417), so "
        "the Gracchi's waiver of both has nothing to waive",
    ),
    ("war", "attacks"): Note("2.02.4", "Provincial Wars is an Advanced Rule left out by 4.01.1"),
}
"""Tags the game leaves out, with the rule that carries them and why."""

MISSING: dict[Key, Note] = {}
"""Tags known to be unhandled, with the rule they need and what is lacking: none since issue 13;
a tag added to the data later goes here until a handler and a test cover it."""
