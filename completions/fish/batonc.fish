# fish completion for batonc. The commands and flags are those of
# Sources/batonc/Command.swift (CommandLineTests checks that each is here).

# Whether the command (the first argument) is one of $argv; with no argument, whether
# there is none yet.
function __batonc_command_is
    set -l tokens (commandline -opc)
    set -l command
    if set -q tokens[2]; and contains -- $tokens[2] validate print generate
        set command $tokens[2]
    end
    test -z "$argv"; and test -z "$command"; and return
    contains -- "$command" $argv
end

complete -c batonc -f
complete -c batonc -n __batonc_command_is -a validate -d 'check documents against the schema'
complete -c batonc -n __batonc_command_is -a print -d "print an operation's compact text"
complete -c batonc -n __batonc_command_is -a generate -d 'generate Swift from documents'
complete -c batonc -n __batonc_command_is -s h -l help -d 'show this help'
complete -c batonc -n __batonc_command_is -l version -d 'print the release and the commit'

complete -c batonc -n '__batonc_command_is validate print generate' -F -a '(__fish_complete_suffix .graphql)'
complete -c batonc -n '__batonc_command_is validate print generate' -l config -r -F -d "the compiler's configuration"
complete -c batonc -n '__batonc_command_is validate print generate' -s h -l help -d 'show this help'
complete -c batonc -n '__batonc_command_is validate print' -l schema -r -F -d "the schema's SDL"
complete -c batonc -n '__batonc_command_is generate' -l out -x -a '(__fish_complete_directories)' -d 'where the Swift files go'
complete -c batonc -n '__batonc_command_is generate' -l report -r -F -d 'write the JSON report'
complete -c batonc -n '__batonc_command_is generate' -l persisted -r -F -d 'write the map from persisted id to text'
complete -c batonc -n '__batonc_command_is generate' -l check -d 'write nothing; exit 1 naming each stale output'
