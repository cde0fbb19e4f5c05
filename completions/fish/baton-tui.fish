# fish completion for baton-tui. The flags are those of the tables in Sources/baton-tui
# (AppShellTests checks that each is here); the operations are what the binary being
# completed runs, as `baton-tui fetch --list-operations` names them.

# Whether the command (the first argument) is $argv[1]; with no argument, whether there
# is none yet, so the app's own options apply.
function __baton_tui_command_is
    set -l tokens (commandline -opc)
    set -l command
    if set -q tokens[2]; and contains -- $tokens[2] fetch subscribe config
        set command $tokens[2]
    end
    test "$command" = "$argv[1]"
end

# The operations the command in $argv[1] runs, of the API an `--api` before names.
function __baton_tui_operations
    set -l tokens (commandline -opc)
    set -l api
    for index in (seq 3 (count $tokens))
        switch $tokens[$index]
            case --api
                set api --api $tokens[(math $index + 1)]
            case '--api=*'
                set api --api (string replace -- --api= '' $tokens[$index])
        end
    end
    $tokens[1] $argv[1] --list-operations $api 2>/dev/null
end

complete -c baton-tui -f

# The app.
set -l app '__baton_tui_command_is'
complete -c baton-tui -n "$app; and test (count (commandline -opc)) -eq 1" -a fetch -d 'run one operation and print the result'
complete -c baton-tui -n "$app; and test (count (commandline -opc)) -eq 1" -a subscribe -d "print a subscription's events"
complete -c baton-tui -n "$app; and test (count (commandline -opc)) -eq 1" -a config -d 'print or check the configuration'
complete -c baton-tui -n $app -l api -x -a 'rickandmorty github' -d 'the tab to open on'
complete -c baton-tui -n $app -l rickandmorty-endpoint -x -d 'the Rick and Morty endpoint'
complete -c baton-tui -n $app -l github-endpoint -x -d 'the GitHub endpoint'
complete -c baton-tui -n $app -l allow-insecure -d "send GitHub's token to a plain http:// endpoint"
complete -c baton-tui -n $app -l cache-dir -x -a '(__fish_complete_directories)' -d "keep each API's image in DIR"
complete -c baton-tui -n $app -l no-cache -d 'keep nothing on disk'
complete -c baton-tui -n $app -l log -r -F -d "append the runtime's and the images' events to FILE"
complete -c baton-tui -n $app -l no-mouse -d 'leave clicks and the wheel to the terminal'
complete -c baton-tui -n $app -l live -x -a 'off sse websocket' -d "the screens' live updates"
complete -c baton-tui -n $app -l config -r -F -d 'read the configuration from FILE'
complete -c baton-tui -n $app -s h -l help -d 'show the usage'
complete -c baton-tui -n $app -l version -d 'print the release and the commit'

# What fetch and subscribe share.
for command in fetch subscribe
    set -l is "__baton_tui_command_is $command"
    complete -c baton-tui -n $is -x -a "(__baton_tui_operations $command)"
    complete -c baton-tui -n $is -l api -x -a 'rickandmorty github' -d 'the API the operation belongs to'
    complete -c baton-tui -n $is -l endpoint -x -d 'the GraphQL endpoint'
    complete -c baton-tui -n $is -l allow-insecure -d "send GitHub's token to a plain http:// endpoint"
    complete -c baton-tui -n $is -l variables -x -d "the operation's variables as a JSON object"
    complete -c baton-tui -n $is -l list-operations -d 'list the operations the command runs'
    complete -c baton-tui -n $is -s h -l help -d 'show this help'
end

# fetch.
complete -c baton-tui -n '__baton_tui_command_is fetch' -l dump -d "print the store's dump"
complete -c baton-tui -n '__baton_tui_command_is fetch' -l json -d 'print the data read back through the lenses'
complete -c baton-tui -n '__baton_tui_command_is fetch' -l policy -x -a 'store-or-network network-only store-only' -d 'the fetch policy'
complete -c baton-tui -n '__baton_tui_command_is fetch' -l cache-dir -x -a '(__fish_complete_directories)' -d "keep the store's image in DIR"

# subscribe.
complete -c baton-tui -n '__baton_tui_command_is subscribe' -l live -x -a 'sse websocket' -d 'how the events come'
complete -c baton-tui -n '__baton_tui_command_is subscribe' -l count -x -d 'end after N events'

# config.
complete -c baton-tui -n '__baton_tui_command_is config' -l config -r -F -d 'read the configuration from FILE'
complete -c baton-tui -n '__baton_tui_command_is config' -l check -r -F -d 'check FILE and say what is wrong with it'
complete -c baton-tui -n '__baton_tui_command_is config' -s h -l help -d 'show this help'
